// The errors of access control: the devices' keys and the credentials issued per stay.
import type { Entry } from './entry';

export const accessErrors = {
  // A device, not a user: no session to open, only its key to fix.
  ACCESS_DEVICE_KEY_INVALID: {
    status: 403,
    message: "Clé d'API absente, inconnue ou révoquée : ce lecteur n'est pas autorisé à interroger Bivouac",
  },
  ACCESS_VALUE_INVALID: {
    status: 400,
    message:
      'Identifiant incorrect : un code de 4 à 8 chiffres, un badge en hexadécimal, une plaque en lettres et chiffres',
  },
  ACCESS_VALUE_TAKEN: { status: 400, message: 'Cet identifiant est déjà attribué à un autre séjour' },
  ACCESS_BADGES_FULL: { status: 400, message: '{max} badge(s) au plus par réservation (module contrôle d’accès)' },
  ACCESS_NOT_A_STAY: {
    status: 400,
    message: 'Un accès se donne à une réservation confirmée, sur un de ses emplacements non annulés',
  },
} satisfies Record<string, Entry>;
