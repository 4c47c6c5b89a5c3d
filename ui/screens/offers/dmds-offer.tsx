// /dmds-offer/:specialOfferId: the offer as a distribution channel receives it. Chosen: what a
// customer of the channel sees and what decides whether a stay gets it — the labels in every
// language, the type, the booking window (and validity), the stay window, the reduction in words,
// and the conditions (nights, persons, days before arrival, promo code). What stays at the site is
// left out: grids, payment methods, deposit and fees, visibility among offers, order. Read-only.
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Alert, Card, Descriptions, Spin } from 'antd';
import { FormActions } from '../../entity/FormActions';
import { entityQueries } from '../../entity/queries';
import { useShortcuts } from '../../entity/useShortcuts';
import { formatDate } from '../../format';
import { reductionText } from './OfferSummary';
import { OFFER_LANGUAGES } from './offer-steps';
import { OFFER_TYPE_LABELS, offerUi } from './offer-ui';

type Values = Record<string, unknown>;

const day = (v: unknown) => formatDate(v as string);
const bounds = (min: unknown, max: unknown, unit: string) =>
  min == null && max == null ? null : `${min ?? 0} à ${max ?? '∞'} ${unit}`;

function conditions(o: Values): string {
  const list = [
    bounds(o.minNights, o.maxNights, 'nuits'),
    bounds(o.minPersons, o.maxPersons, 'personnes'),
    o.promoCode ? `code promo « ${o.promoCode} »` : null,
  ].filter(Boolean);
  return list.length ? list.join(' ; ') : 'aucune';
}

export function Detail() {
  const navigate = useNavigate();
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const id = Number(params.specialOfferId ?? 0);
  const { data: offer } = useQuery(entityQueries.detail(offerUi.base, id));
  const quit = () => void navigate({ to: offerUi.listPath });
  useShortcuts({ Escape: quit });
  if (!offer) return <Spin />;
  const labels = (offer.labels as Record<string, string>) ?? {};
  return (
    <Card
      size="small"
      title={`Offre diffusée aux canaux — ${labels.fr ?? `Offre ${offer.id}`}`}
      extra={<FormActions isSaving={false} onQuit={quit} />}
    >
      {!offer.isActive && <Alert type="warning" showIcon message="Offre inactive : elle n'est pas diffusée." />}
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ maxWidth: 960, marginTop: 8 }}
        items={[
          { key: 'type', label: "Type d'offre", children: OFFER_TYPE_LABELS[offer.type as number] },
          ...OFFER_LANGUAGES.filter((l) => labels[l.code]).map((l) => ({
            key: `label-${l.code}`,
            label: `Libellé (${l.label})`,
            children: labels[l.code],
          })),
          {
            key: 'booking',
            label: 'Réservable',
            children: `du ${day(offer.offerStartDate)} au ${day(offer.offerEndDate)}${
              offer.validityStartDate
                ? ` (valide du ${day(offer.validityStartDate)} au ${day(offer.validityEndDate)})`
                : ''
            }`,
          },
          { key: 'stay', label: 'Séjours', children: `du ${day(offer.stayStartDate)} au ${day(offer.stayEndDate)}` },
          { key: 'reduction', label: 'Réduction', children: reductionText(offer) },
          { key: 'conditions', label: 'Conditions', children: conditions(offer) },
        ]}
      />
    </Card>
  );
}
