// The two e-mail settings screens as typed settings: the SMTP server and the sender of the site's
// e-mails (/email-configuration), and the sender of campaign e-mails (/email-configuration-grc).
// Pure: the screens import it as a contract.
import { z } from 'zod';
import { defineSettings, field } from '../../settings/definition';
import { isValidEmail } from '../../validation/email';

export const SMTP_SECURITIES = ['none', 'starttls', 'tls'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITIES)[number];

/** An address or nothing: a blank field means « not set », anything else must pass the spec's e-mail check. */
const address = (label: string) =>
  field.custom(
    z
      .string({ error: 'INVALID_TYPE' })
      .trim()
      .max(254, { error: 'TOO_LONG' })
      .refine((v) => v === '' || isValidEmail(v), { error: 'INVALID_EMAIL' })
      .default(''),
    { label, kind: 'text', maxLength: 254 },
  );

export const mailServerSettings = defineSettings({
  key: 'email-configuration',
  path: '/email-configuration',
  title: 'Configuration e-mail',
  fields: {
    host: field.text('Serveur SMTP', '', 253),
    port: field.int('Port', 587, 1, 65535),
    security: field.select(
      'Sécurité',
      [
        { id: 'none', label: 'Aucune' },
        { id: 'starttls', label: 'STARTTLS' },
        { id: 'tls', label: 'TLS' },
      ] as const,
      'starttls',
    ),
    user: field.text('Identifiant', '', 254),
    /** Stored for the SMTP login; never answered to a browser. */
    password: field.text('Mot de passe', '', 200),
    senderName: field.text("Nom de l'expéditeur", '', 100),
    senderAddress: address("Adresse de l'expéditeur"),
    replyTo: address('Adresse de réponse'),
    bcc: address('Copie cachée (Cci) de chaque e-mail'),
  },
});

export const campaignSenderSettings = defineSettings({
  key: 'email-configuration-grc',
  path: '/email-configuration-grc',
  title: 'Expéditeur des campagnes',
  fields: {
    senderName: field.text("Nom de l'expéditeur", '', 100),
    senderAddress: address("Adresse de l'expéditeur"),
    replyTo: address('Adresse de réponse'),
  },
});

export type MailServerSettings = z.infer<typeof mailServerSettings.schema>;
