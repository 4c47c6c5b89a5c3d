// Pure rules of the delivery: when a failed e-mail is tried again, when the outbox gives up, and the
// server's refusal told in French. No I/O.
import { isValidEmail } from '../../validation/email';

/** Minutes to wait after the 1st, 2nd… failed attempt; the last one is not retried. */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 240] as const;
/** After this many failed attempts the e-mail is `failed` (« Renvoyer » puts it back in the outbox). */
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;

/** When the attempt number `attempt` (1-based) that just failed may be followed by another; null: give up. */
export function nextAttemptAt(failedAt: Date, attempt: number): string | null {
  const minutes = RETRY_DELAYS_MINUTES[attempt - 1];
  return minutes === undefined ? null : new Date(failedAt.getTime() + minutes * 60_000).toISOString();
}

/** Recipient e-mail required, and each address passing the spec's check (local part, @, domain, TLD of 2–25 letters). */
export function recipientProblem(to: readonly string[]): 'RECIPIENT_EMAIL_REQUIRED' | 'INVALID_EMAIL' | null {
  const addresses = to.map((a) => a.trim()).filter((a) => a !== '');
  if (addresses.length === 0) return 'RECIPIENT_EMAIL_REQUIRED';
  return addresses.every(isValidEmail) ? null : 'INVALID_EMAIL';
}

/** Beyond this, a body is refused: only pasted images (inline base64) make an HTML body that large. */
export const MAX_BODY_BYTES = 1024 * 1024;

type MailProblem =
  | 'RECIPIENT_EMAIL_REQUIRED'
  | 'INVALID_EMAIL'
  | 'EMAIL_SUBJECT_REQUIRED'
  | 'EMAIL_BODY_REQUIRED'
  | 'EMAIL_BODY_TOO_LARGE';

/** What makes an e-mail unfit for the outbox: no valid recipient, no subject, no body, or a body too large. */
export function mailProblem(mail: { to: readonly string[]; subject: string; html: string }): MailProblem | null {
  const recipients = recipientProblem(mail.to);
  if (recipients) return recipients;
  if (mail.subject.trim() === '') return 'EMAIL_SUBJECT_REQUIRED';
  if (Buffer.byteLength(mail.html) > MAX_BODY_BYTES) return 'EMAIL_BODY_TOO_LARGE';
  // A body of tags and blanks only says nothing; an image alone does.
  const isBlank = mail.html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' && !/<img\b/i.test(mail.html);
  return isBlank ? 'EMAIL_BODY_REQUIRED' : null;
}

interface SmtpFailure {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

const byCode: Record<string, string> = {
  ECONNREFUSED: 'connexion refusée par le serveur SMTP',
  ECONNECTION: 'connexion au serveur SMTP impossible',
  ETIMEDOUT: 'le serveur SMTP ne répond pas',
  EDNS: 'serveur SMTP introuvable (nom inconnu)',
  ENOTFOUND: 'serveur SMTP introuvable (nom inconnu)',
  EAUTH: 'identifiant ou mot de passe refusé par le serveur SMTP',
  ETLS: 'la négociation TLS avec le serveur SMTP a échoué',
  ESOCKET: 'la connexion au serveur SMTP a été coupée',
  EENVELOPE: 'adresse refusée par le serveur SMTP',
};

/** One French line for what the SMTP server (or the network) answered, keeping the server's own words. */
export function smtpReason(error: unknown): string {
  const e = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as SmtpFailure;
  const server = e.response?.trim();
  if (e.responseCode && server) return `le serveur SMTP a refusé l'e-mail : ${server}`;
  const detail = e.message?.trim();
  // nodemailer reports a refused connection as ESOCKET, the system's code only in its message.
  const systemCode = /\b(ECONNREFUSED|ETIMEDOUT|ENOTFOUND)\b/.exec(detail ?? '')?.[1];
  const code = systemCode ?? e.code;
  const known = code ? byCode[code] : undefined;
  if (known) return detail ? `${known} (${detail})` : known;
  return detail || 'erreur inconnue du serveur SMTP';
}
