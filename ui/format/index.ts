// Pure formatting helpers for the UI: money, dates, ages, year choices, identifiers.
export { ageInYears, formatAge } from './age';
export { type DateValue, formatDate, formatDateTime, parisToday, sameParisDay, toParisDay } from './dates';
export { formatPhone, formatSiret } from './identity';
export {
  applyRate,
  DEFAULT_CURRENCY,
  type FormatMoneyOptions,
  formatMoney,
  formatPercent,
  type MoneyCurrency,
  parseMoney,
} from './money';
export { FIRST_YEAR_CHOICE, YEARS_AHEAD, yearChoices } from './years';
