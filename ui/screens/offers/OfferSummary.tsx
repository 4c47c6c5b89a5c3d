// The wizard's last step: the whole offer in French, one line per step, each line's title opening
// its step when `onOpen` is given (an existing offer opens here).
import { Descriptions, Typography } from 'antd';
import { formatDate, formatMoney, formatPercent } from '../../format';
import { OFFER_LANGUAGES, offerSteps } from './offer-steps';
import { choiceLabel, isPercentOffer, OFFER_TYPE_LABELS } from './offer-ui';

type Values = Record<string, unknown>;
type Choice = { id: number; label: string };

/** Basis points as a percentage: 1500 → '15,00 %'. */
const percent = (bp: unknown) => formatPercent(typeof bp === 'number' ? bp / 100 : null);

const range = (from: unknown, to: unknown) =>
  from || to ? `du ${formatDate(from as string)} au ${formatDate(to as string)}` : '—';
const bounds = (min: unknown, max: unknown, unit: string) =>
  min == null && max == null
    ? 'sans condition'
    : [min != null ? `au moins ${min} ${unit}` : '', max != null ? `au plus ${max} ${unit}` : '']
        .filter(Boolean)
        .join(', ');

/** The reduction in words: '10,00 %', '10,00 €', '7 nuits pour 6', '15,00 % jusqu'à 7 jours avant l'arrivée'. */
export function reductionText(v: Values): string {
  if (v.type === 4) return `${v.nightsStayed ?? '?'} nuits pour ${v.nightsPaid ?? '?'}`;
  const amount = isPercentOffer({ type: v.type, reductionUnit: v.reductionUnit })
    ? percent(v.reduction)
    : formatMoney(v.reduction as number);
  if (v.type === 5) return `prix ramené à ${amount}`;
  if (v.type === 7)
    return `${amount} de réduction, réservé au plus ${v.daysBeforeArrival ?? '?'} jours avant l'arrivée`;
  if (v.type === 8)
    return `${amount} de réduction, réservé au moins ${v.daysBeforeArrival ?? '?'} jours avant l'arrivée`;
  if (v.type === 6) return `${serviceOf(v)} incluse, à concurrence de ${amount}`;
  return `${amount} de réduction`;
}

/** The included service of a type-6 offer, by the edit answer's list of its kind. */
function serviceOf(v: Values): string {
  const list = v[`available${String(v.serviceKind ?? 'extra').replace(/^./, (c) => c.toUpperCase())}`] as
    | Choice[]
    | undefined;
  return `Prestation « ${list?.find((c) => c.id === v.serviceRefId)?.label ?? '?'} »`;
}

const names = (ids: unknown, choices: unknown) => {
  const list = (choices as Choice[] | undefined) ?? [];
  const chosen = (ids as number[] | undefined) ?? [];
  return chosen.map((id) => list.find((c) => c.id === id)?.label ?? `n° ${id}`).join(', ');
};

function deposit(v: Values): string {
  const mode = v.depositMode ? choiceLabel('availableDepositMode', v.depositMode) : "celui de l'établissement";
  const amount =
    v.depositMode === 'percent'
      ? ` ${percent(v.depositRate)}`
      : v.depositMode === 'fixed'
        ? ` ${formatMoney(v.depositAmountCents as number)}`
        : '';
  const fee =
    v.bookingFeeMode === 'free'
      ? 'offerts'
      : v.bookingFeeMode === 'amount'
        ? formatMoney(v.bookingFeeCents as number)
        : 'ceux de la grille';
  return `Acompte : ${mode}${amount} ; frais de dossier : ${fee}`;
}

/** Each step's line of the summary. */
function lines(v: Values): Record<string, string> {
  const labels = (v.labels as Record<string, string>) ?? {};
  return {
    type: OFFER_TYPE_LABELS[v.type as number] ?? '—',
    period: range(v.offerStartDate, v.offerEndDate),
    grids: names(v.gridIds, v.availablePriceGrid) || '—',
    stay: `${range(v.stayStartDate, v.stayEndDate)} ; ${bounds(v.minNights, v.maxNights, 'nuits')}`,
    reduction: reductionText(v),
    application: choiceLabel('availableApplication', v.application),
    persons: bounds(v.minPersons, v.maxPersons, 'personnes'),
    deposit: deposit(v),
    payment: names(v.paymentMethodIds, v.availablePaymentMethod) || 'tous',
    validity: v.validityStartDate ? range(v.validityStartDate, v.validityEndDate) : 'toute la période de réservation',
    labels: OFFER_LANGUAGES.filter((l) => labels[l.code])
      .map((l) => `${l.label} : ${labels[l.code]}`)
      .join(' ; '),
    visibility: choiceLabel('availableVisibility', v.visibility),
    promo: `${v.promoCode ? `code « ${v.promoCode} »` : 'sans code'} ; ${v.isActive ? 'active' : 'inactive'}`,
  };
}

export function OfferSummary({ values, onOpen }: { values: Values; onOpen?: (step: number) => void }) {
  const text = lines(values);
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={offerSteps
        .map((step, i) => ({ step, i }))
        .filter(({ step }) => step.key in text)
        .map(({ step, i }) => ({
          key: step.key,
          label: onOpen ? <Typography.Link onClick={() => onOpen(i)}>{step.title}</Typography.Link> : step.title,
          children: text[step.key],
        }))}
    />
  );
}
