// The SMTP transport the e-mails leave through. The e-mail settings win when they name a server;
// otherwise BIVOUAC_SMTP_URL; with neither, sending answers MAIL_CONFIGURATION_ERROR. The sender,
// reply-to and blind copy come from the settings in both cases.
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import { readSettings } from '../../settings/store';
import { establishmentEmail, establishmentName } from '../establishment';
import type { MailTransportSource } from './contract';
import { mailServerSettings, type SmtpSecurity } from './settings-definition';

export interface EffectiveTransport {
  source: Exclude<MailTransportSource, 'none'>;
  options: SMTPTransport.Options;
  /** For the information screen: never the password. */
  url: string;
  security: SmtpSecurity;
  user: string | null;
  from: { name: string; address: string };
  replyTo: string | null;
  bcc: string | null;
}

// A dead server must fail an attempt in seconds, not hang the outbox for minutes.
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function securityOptions(security: SmtpSecurity): SMTPTransport.Options {
  if (security === 'tls') return { secure: true };
  if (security === 'starttls') return { secure: false, requireTLS: true };
  return { secure: false, ignoreTLS: true };
}

function fromEnvironment(url: string): Omit<EffectiveTransport, 'from' | 'replyTo' | 'bcc'> {
  const u = new URL(url);
  const isTls = u.protocol === 'smtps:';
  const port = Number(u.port) || (isTls ? 465 : 587);
  const user = u.username ? decodeURIComponent(u.username) : null;
  return {
    source: 'environment',
    // smtp:// takes STARTTLS when the server offers it, as nodemailer does with a URL.
    options: {
      host: u.hostname,
      port,
      secure: isTls,
      auth: user ? { user, pass: decodeURIComponent(u.password) } : undefined,
      ...timeouts,
    },
    url: `${u.protocol}//${u.hostname}:${port}`,
    security: isTls ? 'tls' : 'starttls',
    user,
  };
}

/** The transport e-mails would leave through now, or null when neither the settings nor the environment name a server. */
export function effectiveTransport(db: Db, smtpUrl: string | undefined): EffectiveTransport | null {
  const s = readSettings(db, mailServerSettings);
  const from = {
    name: s.senderName || establishmentName(db) || 'Bivouac',
    address: s.senderAddress || establishmentEmail(db) || 'bivouac@localhost',
  };
  const envelope = { from, replyTo: s.replyTo || null, bcc: s.bcc || null };
  if (s.host) {
    return {
      source: 'settings',
      options: {
        host: s.host,
        port: s.port,
        ...securityOptions(s.security),
        auth: s.user ? { user: s.user, pass: s.password } : undefined,
        ...timeouts,
      },
      url: `smtp://${s.host}:${s.port}`,
      security: s.security,
      user: s.user || null,
      ...envelope,
    };
  }
  return smtpUrl ? { ...fromEnvironment(smtpUrl), ...envelope } : null;
}

export function transportOrFail(db: Db, smtpUrl: string | undefined): EffectiveTransport {
  const transport = effectiveTransport(db, smtpUrl);
  if (!transport) throw new AppError('MAIL_CONFIGURATION_ERROR');
  return transport;
}

export function openTransporter(transport: EffectiveTransport): Transporter<SMTPTransport.SentMessageInfo> {
  return nodemailer.createTransport(transport.options);
}
