import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, MAX_BODY_BYTES, mailProblem, nextAttemptAt, recipientProblem, smtpReason } from './rules';

describe('retries of an e-mail not delivered', () => {
  const failedAt = new Date('2026-11-27T08:00:00.000Z');

  it.each([
    [1, '2026-11-27T08:01:00.000Z'],
    [2, '2026-11-27T08:05:00.000Z'],
    [3, '2026-11-27T08:15:00.000Z'],
    [4, '2026-11-27T09:00:00.000Z'],
    [5, '2026-11-27T12:00:00.000Z'],
  ])('« retried with back-off (1, 5, 15, 60, 240 min) »: after failed attempt %i, next at %s', (attempt, at) => {
    expect(nextAttemptAt(failedAt, attempt)).toBe(at);
  });

  it('« then failed after N attempts »: the sixth failure is not retried', () => {
    expect(MAX_ATTEMPTS).toBe(6);
    expect(nextAttemptAt(failedAt, MAX_ATTEMPTS)).toBeNull();
  });
});

describe('« Recipient e-mail required », each address checked', () => {
  it.each([
    [[], 'RECIPIENT_EMAIL_REQUIRED'],
    [['  '], 'RECIPIENT_EMAIL_REQUIRED'],
    [['anne.martin@example.fr'], null],
    [['anne.martin@example.fr', 'paul@camping'], 'INVALID_EMAIL'],
    [['anne@example.f'], 'INVALID_EMAIL'],
    [['anne@example.abcdefghijklmnopqrstuvwxyz'], 'INVALID_EMAIL'],
    [['anne@example.abcdefghijklmnopqrstuvwxy'], null],
  ])('%j → %s (local part, @, domain, TLD of 2–25 letters)', (to, problem) => {
    expect(recipientProblem(to)).toBe(problem);
  });
});

describe('the last error of an e-mail, in French', () => {
  it("keeps the server's own words when it refused the message", () => {
    expect(smtpReason({ responseCode: 550, response: '550 relais refusé', code: 'EMESSAGE' })).toBe(
      "le serveur SMTP a refusé l'e-mail : 550 relais refusé",
    );
  });

  it('says a connection refused in French, with the detail', () => {
    expect(smtpReason({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:2525' })).toBe(
      'connexion refusée par le serveur SMTP (connect ECONNREFUSED 127.0.0.1:2525)',
    );
  });

  it('reads the system code nodemailer puts in the message of a socket error', () => {
    expect(smtpReason({ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:1' })).toBe(
      'connexion refusée par le serveur SMTP (connect ECONNREFUSED 127.0.0.1:1)',
    );
  });

  it('falls back to the message of anything else', () => {
    expect(smtpReason(new Error('boum'))).toBe('boum');
  });
});

describe("what the outbox refuses (the spec's e-mail errors)", () => {
  const fit = { to: ['anne.martin@example.fr'], subject: 'Votre réservation', html: '<p>Bonjour</p>' };

  it.each([
    ['a fit e-mail', null, fit],
    ['an image alone is a body', null, { ...fit, html: '<p><img src="cid:logo"></p>' }],
    ['no recipient: « recipient e-mail required »', 'RECIPIENT_EMAIL_REQUIRED', { ...fit, to: [] }],
    ['a bad address', 'INVALID_EMAIL', { ...fit, to: ['anne@'] }],
    ['no subject: « subject and body required »', 'EMAIL_SUBJECT_REQUIRED', { ...fit, subject: '  ' }],
    ['an empty body: « subject and body required »', 'EMAIL_BODY_REQUIRED', { ...fit, html: '<p>&nbsp;</p>' }],
    [
      'a pasted image: « body too large because of an image »',
      'EMAIL_BODY_TOO_LARGE',
      { ...fit, html: `<img src="data:image/png;base64,${'A'.repeat(MAX_BODY_BYTES)}">` },
    ],
  ])('%s → %s', (_name, problem, mail) => {
    expect(mailProblem(mail)).toBe(problem);
  });
});
