// Money display and entry. Amounts are integer cents
// everywhere; euros exist only as text here. Formatting is Intl's French currency format with the
// establishment's ISO code and 2 decimals; parsing works on the digits of the text, never on a float.

/** What formatting needs of a currency: its ISO 4217 code (a `CurrencyDto` fits). */
export interface MoneyCurrency {
  isoCode: string;
}

export interface FormatMoneyOptions {
  /** false drops the currency symbol ('1 234,50'); default true ('1 234,50 €'). */
  withSymbol?: boolean;
}

export const DEFAULT_CURRENCY: MoneyCurrency = { isoCode: 'EUR' };

const LOCALE = 'fr-FR';
const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' } as const;
const ISO_CODE = /^[A-Z]{3}$/;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(isoCode: string | undefined): Intl.NumberFormat {
  const key = isoCode ?? '';
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(
      LOCALE,
      isoCode ? { ...TWO_DECIMALS, style: 'currency', currency: isoCode } : TWO_DECIMALS,
    );
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * French display of an amount in cents: `formatMoney(123450)` → '1 234,50 €'. Separators are
 * Intl's: U+202F (narrow no-break space) between thousands, U+00A0 before the symbol. A missing
 * currency means euros; a code that is not three letters is written after the number as given.
 * Not a finite number → ''. A fractional cent count is shown rounded half away from zero.
 */
export function formatMoney(
  cents: number | null | undefined,
  currency: MoneyCurrency | null | undefined = DEFAULT_CURRENCY,
  options: FormatMoneyOptions = {},
): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return '';
  const amount = (Math.sign(cents) * Math.round(Math.abs(cents))) / 100;
  if (options.withSymbol === false) return formatter(undefined).format(amount);
  const code = (currency?.isoCode ?? '').trim().toUpperCase() || DEFAULT_CURRENCY.isoCode;
  if (ISO_CODE.test(code)) return formatter(code).format(amount);
  return `${formatter(undefined).format(amount)}\u00a0${currency?.isoCode.trim()}`;
}

// Sign, optional currency marker ('€', '$US', 'EUR'...) before or after, digits with a comma or a
// dot as decimal separator. Blanks (thousands grouping, as Intl writes them) are removed first.
const MARKER = String.raw`(?:[A-Z]{0,3}\p{Sc}[A-Z]{0,3}|[A-Z]{3})`;
const MONEY_TEXT = new RegExp(String.raw`^([+-]?)(${MARKER}?)([+-]?)(\d*)(?:[.,](\d*))?(${MARKER}?)$`, 'u');
const MINUS_SIGNS = /[\u2212\u2012\u2013]/g;

/**
 * Amount typed by a user ('12,50', '12.5', '1 234,50 €', '-3') → integer cents, or null when the
 * text is not an amount. More than 2 decimals are rounded half away from zero on the digits
 * themselves ('1.005' → 101), so there is no float drift. Thousands may only be grouped with
 * blanks: '1.234,50' and '1,234.50' are refused as ambiguous.
 */
export function parseMoney(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const compact = text.replace(/\s/g, '').replace(MINUS_SIGNS, '-');
  const match = MONEY_TEXT.exec(compact);
  if (!match) return null;
  const [, signBefore = '', markerBefore = '', signAfter = '', whole = '', fraction = '', markerAfter = ''] = match;
  if (signBefore && signAfter) return null;
  if (markerBefore && markerAfter) return null;
  if (whole === '' && fraction === '') return null;
  const roundUp = fraction.length > 2 && fraction.charCodeAt(2) >= '5'.charCodeAt(0) ? 1n : 0n;
  const magnitude = BigInt(whole || '0') * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0')) + roundUp;
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const cents = Number(magnitude);
  return (signBefore || signAfter) === '-' && cents !== 0 ? -cents : cents;
}

const percentFormat = new Intl.NumberFormat(LOCALE, { ...TWO_DECIMALS, style: 'unit', unit: 'percent' });

/** A percentage given in percent units, 2 decimals: `formatPercent(12.5)` → '12,50 %'. Not finite → ''. */
export function formatPercent(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return percentFormat.format(value);
}

/** The one place a rate applies to money, shared with the pricing engine. */
export { applyRate } from '../../service/domains/pricing/money';
