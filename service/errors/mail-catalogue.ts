// The errors of e-mail and of the documents sent or printed: the spec's e-mail family (subject and
// body required, body too large because of an image, mail configuration, e-mails not sent) and ours.
import type { Entry } from './entry';

export const mailErrors = {
  EMAIL_SUBJECT_REQUIRED: { status: 400, message: "L'objet de l'e-mail est obligatoire" },
  EMAIL_BODY_REQUIRED: { status: 400, message: "Le corps de l'e-mail est obligatoire" },
  DOCUMENT_INVOICE_MISSING: {
    status: 400,
    message: "Ce séjour n'a pas de facture en cours : facturez-le d'abord (onglet Documents, « Facturer »)",
  },
  EMAIL_BODY_TOO_LARGE: {
    status: 400,
    message: "Le corps de l'e-mail est trop volumineux à cause d'une image",
  },
  MAIL_CONFIGURATION_ERROR: { status: 400, message: 'Erreur de configuration de la messagerie' },
  EMAIL_NOT_SENT: {
    status: 400,
    message: "L'e-mail n'a pas été envoyé, vérifiez les paramètres de messagerie",
  },
  EMAILS_NOT_SENT: { status: 400, message: "Les e-mails n'ont pas été envoyés" },
  EMAIL_TEST_NOT_SENT: {
    status: 400,
    message: "L'e-mail n'a pas été envoyé, vérifiez les paramètres de messagerie : {reason}",
  },
  EMAIL_NOT_FAILED: { status: 400, message: 'Seul un e-mail en échec peut être renvoyé' },
} satisfies Record<string, Entry>;
