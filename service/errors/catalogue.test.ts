import { describe, expect, it } from 'vitest';
import { catalogue, type ErrorCode, errorMessage, isErrorCode } from './catalogue';

const entries = Object.entries(catalogue) as [ErrorCode, { status: number; message: string }][];

/** Words that only an English message would hold (matched as whole words). */
const englishWords = [
  'the',
  'must',
  'is',
  'are',
  'not',
  'cannot',
  'already',
  'required',
  'invalid',
  'please',
  'error',
  'failed',
  'found',
  'should',
  'with',
  'your',
  'this',
  'no',
  'too',
  'only',
  'before',
];

/** Codes other parts of the service throw by name; renaming one breaks them. */
const codesUsedElsewhere: ErrorCode[] = [
  'REQUIRED',
  'REQUIRED_INTEGER',
  'INVALID_NUMBER',
  'INVALID_TYPE',
  'INVALID_EMAIL',
  'INVALID_PHONE',
  'INVALID_URL',
  'INVALID_DATE',
  'DATE_IN_PAST',
  'START_AFTER_END',
  'DATES_REQUIRED',
  'VALUE_ALREADY_ASSIGNED',
  'TOO_LONG',
  'PASSWORD_TOO_SHORT',
  'UNSAFE_PASSWORD',
  'PASSWORD_REQUIRED',
  'LOGIN_ALREADY_EXISTS',
  'USER_ALREADY_CONNECTED',
  'AT_LEAST_ONE_USER',
  'BAD_CREDENTIALS',
  'USER_SUSPENDED',
  'INVALID_SIRET',
  'INVALID_IBAN',
  'INVALID_BIC',
  'COMPANY_NAME_REQUIRED',
  'INVALID_RIGHT_CODE',
  'INVALID_IMAGE',
  'FILE_TOO_LARGE',
  'CUSTOMER_HAS_DOCUMENTS',
  'ACCOUNTING_CODE_HAS_REFERENCES',
  'DELETE_BLOCKED_IN_USE',
  'MODIFICATION_NOT_AUTHORISED',
  'CONTACT_SUPPORT',
  'SERVICE_NO_LONGER_OPERATIONAL',
  'BOOKING_PLACE_NOT_AVAILABLE',
  'SEARCH_TOO_SHORT',
  'STATISTICS_CAPACITY_ZERO',
  'LOGOUT_BEFORE_BACKUP_WARNING',
];

/** Transport and session codes; every other entry is a business or validation error. */
const transportCodes = new Set<string>([
  'INTERNAL',
  'NOT_CONNECTED',
  'INSUFFICIENT_RIGHT',
  'XSRF',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_ATTEMPTS',
  'DISK_FULL',
  'DATABASE_READ_ONLY',
  'DATABASE_DAMAGED',
  'ACCESS_DEVICE_KEY_INVALID',
]);

describe('error catalogue', () => {
  it('has SCREAMING_SNAKE codes', () => {
    for (const [code] of entries) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
  });

  it('has a valid HTTP status on every entry', () => {
    const allowed = [400, 401, 403, 404, 413, 415, 429, 500, 503, 507];
    for (const [code, entry] of entries) expect(allowed, code).toContain(entry.status);
  });

  it('answers 400 for every business and validation error', () => {
    for (const [code, entry] of entries) {
      if (!transportCodes.has(code)) expect(entry.status, code).toBe(400);
    }
  });

  it('has a non-empty, trimmed message on every entry', () => {
    for (const [code, entry] of entries) {
      expect(entry.message.trim(), code).not.toBe('');
      expect(entry.message, code).toBe(entry.message.trim());
    }
  });

  it('has French messages, not English ones', () => {
    const english = new RegExp(`\\b(${englishWords.join('|')})\\b`, 'i');
    for (const [code, entry] of entries) expect(entry.message, code).not.toMatch(english);
  });

  it('never mixes the plain and the typographic apostrophe inside one message', () => {
    for (const [code, entry] of entries) {
      expect(entry.message.includes("'") && entry.message.includes('’'), code).toBe(false);
    }
  });

  it('gives every code its own message', () => {
    const byMessage = new Map<string, string>();
    for (const [code, entry] of entries) {
      const key = entry.message.toLowerCase();
      expect(byMessage.get(key), `${code} repeats the message of ${byMessage.get(key)}`).toBeUndefined();
      byMessage.set(key, code);
    }
  });

  it('writes placeholders as {name}', () => {
    for (const [code, entry] of entries) {
      const braces = entry.message.match(/[{}]/g) ?? [];
      const placeholders = entry.message.match(/\{\w+\}/g) ?? [];
      expect(braces.length, code).toBe(placeholders.length * 2);
    }
  });

  it('keeps the codes other modules throw by name', () => {
    for (const code of codesUsedElsewhere) expect(isErrorCode(code), code).toBe(true);
  });

  it('keeps the exact messages the spec quotes or the UI recognises', () => {
    expect(catalogue.INTERNAL.message).toBe('Une erreur est survenue');
    expect(catalogue.INVALID_NUMBER.message).toBe('Doit être un nombre valide');
    expect(catalogue.BAD_CREDENTIALS.message).toBe('Identifiant ou mot de passe incorrect');
    expect(catalogue.INVALID_IMAGE.message).toBe('Image JPG, JPEG, PNG ou GIF attendue');
    expect(catalogue.DELETE_BLOCKED_IN_USE.message).toBe('Cet élément est utilisé et ne peut pas être supprimé');
    expect(catalogue.SEARCH_TOO_SHORT.message).toBe('La recherche doit comporter au moins 3 caractères');
    // The UI reloads the booking page after 2 s when it sees this exact text.
    expect(catalogue.BOOKING_PLACE_NOT_AVAILABLE.message).toBe("La place n'est plus disponible sur la période");
  });

  it('states the password limits of the spec', () => {
    expect(catalogue.PASSWORD_TOO_SHORT.message).toContain('3');
    expect(catalogue.UNSAFE_PASSWORD.message).toContain('5');
    expect(catalogue.INVOICE_NUMBER_TOO_SHORT.message).toContain('4');
    expect(catalogue.EXCLUDED_PREFIX_TOO_LONG.message).toContain('8');
    expect(catalogue.DATE_TOO_LONG.message).toContain('10');
  });
});

describe('isErrorCode', () => {
  it('accepts catalogue codes and refuses anything else', () => {
    expect(isErrorCode('PLACE_NOT_AVAILABLE')).toBe(true);
    expect(isErrorCode('NOPE')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});

describe('errorMessage', () => {
  it('fills placeholders from the parameters', () => {
    const message = errorMessage('MAX_AVAILABILITY_FOR_EQUIPMENT', { quantity: 3 });
    expect(message).toContain('3');
    expect(message).toBe('La disponibilité maximale pour cet équipement à cette date est de 3');
  });

  it('returns the template when no parameter is given', () => {
    expect(errorMessage('PLACE_NOT_AVAILABLE')).toBe(catalogue.PLACE_NOT_AVAILABLE.message);
  });

  it('leaves a placeholder whose parameter is missing', () => {
    expect(errorMessage('MAX_AVAILABILITY_FOR_EQUIPMENT', { other: 1 })).toContain('{quantity}');
  });
});

// One representative per family of business errors, each named by the rule it covers.
const families: [family: string, bullet: string, code: ErrorCode][] = [
  ['General', 'the service is no longer operational', 'SERVICE_NO_LONGER_OPERATIONAL'],
  [
    'Place and date',
    'maximum availability for the equipment at this date is a given quantity',
    'MAX_AVAILABILITY_FOR_EQUIPMENT',
  ],
  ['Dates', 'start and end required', 'DATES_REQUIRED'],
  ['Meters', 'reading already exists for date', 'METER_READING_ALREADY_EXISTS'],
  ['Taxes', 'label ... required', 'TAX_LABEL_REQUIRED'],
  ['Financial closing', 'only technical user may close', 'ONLY_TECHNICAL_USER_CAN_CLOSE'],
  ['Invoicing', 'invoice older than last forbidden', 'INVOICE_OLDER_THAN_LAST'],
  ['Payments', 'banked payment cannot be edited', 'BANKED_PAYMENT_NOT_EDITABLE'],
  ['Accounting export', 'nothing to export', 'NOTHING_TO_EXPORT'],
  ['Booking', 'at least one occupancy, each with a place', 'AT_LEAST_ONE_OCCUPANCY'],
  ['Deletion blockers', 'layout with equipment', 'DELETE_BLOCKED_LAYOUT_HAS_EQUIPMENT'],
  ['Residential', 'fees outside contract', 'FEES_OUTSIDE_CONTRACT'],
  ['Users', 'login already exists', 'LOGIN_ALREADY_EXISTS'],
  ['Internet bookings', 'distribution channel not mapped to any partner', 'CHANNEL_NOT_MAPPED'],
  ['E-mail', 'subject and body required', 'EMAIL_SUBJECT_REQUIRED'],
  ['Other', 'statistics unavailable if an equipment has capacity 0', 'STATISTICS_CAPACITY_ZERO'],
];

describe('the families of business errors', () => {
  for (const [family, bullet, code] of families) {
    it(`${family}: "${bullet}" is ${code}`, () => {
      expect(isErrorCode(code)).toBe(true);
      expect(catalogue[code].status).toBe(400);
    });
  }
});
