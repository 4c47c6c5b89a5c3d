// Field checks and display helpers shared by the service and the UI: pure, no I/O, no clock.

export { isValidBic, normalizeBic } from './bic';
export { type FieldCode, isBlank } from './codes';
export { checkNotInPast } from './date-not-past';
export { displayDate, displayDateTime } from './display-date';
export { checkEmail, isValidEmail } from './email';
export { EXTRACT_NUMBER_DEFAULT_MAX, extractNumber } from './extract-number';
export { formatIban, isValidIban, normalizeIban } from './iban';
export { checkRequiredInteger, parseInteger } from './integer';
export { checkIsoDay, isIsoDay } from './iso-day';
export { checkNumber, parseNumber } from './number';
export { toParisText } from './paris-time';
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_SAFE_LENGTH,
  type PasswordVerdict,
  passwordCheck,
} from './password';
export { checkPhone, formatPhone, isValidPhone, normalizePhone } from './phone';
export { checkRequired } from './required';
export {
  checkSiret,
  formatSiret,
  isValidSiret,
  normalizeSiret,
  SIRET_MAX_DIGITS,
  siretForCountry,
} from './siret';
export {
  zCents,
  zChosen,
  zColor,
  zEmail,
  zId,
  zIdParam,
  zIsoDay,
  zListPaging,
  zOneOf,
  zOptionalIsoDay,
  zOptionalText,
  zPassword,
  zPhone,
  zRequiredText,
  zSiret,
} from './zod';
