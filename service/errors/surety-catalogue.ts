// The errors of the surety reminders and of the guarantee link a guest opens.
import type { Entry } from './entry';

export const suretyErrors = {
  SURETY_PROVIDER_UNREACHABLE: {
    status: 400,
    message:
      'Le prestataire de caution n’est pas joignable depuis le camping : choisissez « Lien du camping » dans le module Caution',
  },
  SURETY_PUBLIC_URL_REQUIRED: {
    status: 400,
    message: 'Renseignez l’adresse publique du camping dans le module Caution pour envoyer le lien de caution',
  },
  SURETY_NOT_A_RESERVATION: {
    status: 400,
    message: 'Ce séjour n’est plus une réservation confirmée, ou il a déjà commencé',
  },
  SURETY_NOTHING_TO_SEND: { status: 400, message: 'Les e-mails de ce séjour sont déjà partis' },
  SURETY_LINK_INVALID: { status: 400, message: 'Ce lien de caution n’est pas valide' },
  SURETY_LINK_EXPIRED: {
    status: 400,
    message: 'Ce lien de caution a expiré : demandez-en un nouveau au camping',
  },
  SURETY_ALREADY_RECORDED: {
    status: 400,
    message: 'La caution de ce séjour est déjà enregistrée : il n’y a plus rien à faire. Merci !',
  },
  SURETY_CARD_LAST4_REQUIRED: { status: 400, message: 'Saisissez les 4 derniers chiffres de la carte' },
} as const satisfies Record<string, Entry>;
