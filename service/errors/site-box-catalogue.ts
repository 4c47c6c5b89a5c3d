// The errors of the site box itself: the disk and the database file, jobs, backup and restore,
// releases and updates, HTTPS, the import from the older version and the maintenance tools.
import type { Entry } from './entry';

export const siteBoxErrors = {
  // 507 Insufficient Storage says exactly this, and unlike a 503 does not tell a monitor the whole
  // service is down: reads still work. docs/faults.md
  DISK_FULL: {
    status: 507,
    message: 'Le disque du serveur est plein : rien n’a été enregistré. Prévenez le technicien.',
  },
  DATABASE_READ_ONLY: {
    status: 503,
    message: 'La base de données est en lecture seule (endommagée) : rien n’a été enregistré. Prévenez le technicien.',
  },
  DATABASE_DAMAGED: {
    status: 503,
    message: 'La base de données est endommagée : cette opération n’a pas abouti. Prévenez le technicien.',
  },
  TLS_INVALID_HOST: { status: 400, message: 'Nom d’hôte incorrect : « {value} » (lettres, chiffres, tirets, points)' },
  TLS_INVALID_IP: { status: 400, message: 'Adresse IP incorrecte : « {value} »' },
  TLS_OPENSSL_MISSING: {
    status: 400,
    message: 'La commande openssl est introuvable : installez-la (sudo apt-get install openssl) puis relancez',
  },
  TLS_CA_KEY_MISSING: {
    status: 400,
    message:
      'La clé de l’autorité locale manque dans {dir} : remettez-la depuis une sauvegarde, ou videz ce dossier pour créer une nouvelle autorité (les postes devront alors lui faire confiance à nouveau)',
  },

  // Scheduled jobs
  JOB_ALREADY_RUNNING: {
    status: 400,
    message:
      'La tâche « {job} » est déjà en cours (lancée par {origin}, processus {pid}) : attendez qu’elle se termine',
  },
  JOB_UNKNOWN: { status: 400, message: 'Tâche inconnue « {job} » ; tâches existantes : {names}' },
  JOB_FAILED: { status: 400, message: 'La tâche « {job} » a échoué : {reason}' },
  IMPORT_V1_UNREADABLE_FILE: {
    status: 400,
    message: 'Le fichier {file} n’est pas un CSV lisible (guillemet jamais refermé ?) : rien n’a été importé',
  },
  IMPORT_V1_NO_FILE: {
    status: 400,
    message: 'Aucun fichier de l’ancienne version reconnu (clients.csv, sejours.csv…) : rien à importer',
  },
  IMPORT_V1_FOLDER_NOT_FOUND: { status: 400, message: 'Dossier introuvable ou illisible : {dir}' },
  IMPORT_V1_FAILED: { status: 400, message: 'L’import n’a pas abouti : {reason}' },
  BACKUP_NO_SPACE: {
    status: 400,
    message:
      'Sauvegarde non faite : {free} libres dans {dir}, il en faut {needed}. Libérez de la place (bivouac purge) ou sauvegardez ailleurs (--to).',
  },
  BACKUP_COPY_DAMAGED: {
    status: 400,
    message:
      'La copie de la base n’est pas intègre ({check}) : la base en service est sans doute endommagée. Lancez bivouac doctor et prévenez le technicien.',
  },
  BACKUP_NAME_TAKEN: { status: 400, message: 'Une sauvegarde porte déjà ce nom ({name}) : réessayez dans une seconde' },
  RESTORE_FILE_UNREADABLE: {
    status: 400,
    message: 'Fichier de sauvegarde illisible : {file} ({reason})',
  },
  RESTORE_NOT_BIVOUAC: {
    status: 400,
    message: '{file} n’est pas une sauvegarde de Bivouac (tables de Bivouac absentes)',
  },
  RESTORE_NEWER_VERSION: {
    status: 400,
    message:
      '{file} vient d’une version plus récente de Bivouac ({migrations} migrations inconnues ici) : installez d’abord cette version (bivouac update)',
  },
  RESTORE_SERVICE_RUNNING: {
    status: 400,
    message:
      'Le service tourne sur ces données (processus {pid}, {role}) : arrêtez-le (sudo systemctl stop bivouac) ou relancez avec --stop-service',
  },
  RESTORE_SERVICE_STILL_RUNNING: {
    status: 400,
    message: 'Le service (processus {pid}) ne s’est pas arrêté en {seconds} s : rien n’a été restauré',
  },

  // Releases and `bivouac update`: refusals come before anything on the box has changed.
  RELEASE_UNREADABLE: {
    status: 400,
    message: 'Ce fichier n’est pas une release de Bivouac ({reason}) : rien n’a été modifié.',
  },
  RELEASE_ALTERED: {
    status: 400,
    message:
      'Release refusée, ses fichiers ne correspondent pas à son manifeste ({problems}) : rien n’a été modifié. Retéléchargez-la.',
  },
  RELEASE_WRONG_NODE: {
    status: 400,
    message:
      'Release construite pour Node {built} ({builtPlatform}), ce boîtier a Node {running} ({runningPlatform}) : rien n’a été modifié.',
  },
  RELEASE_ALREADY_CURRENT: { status: 400, message: 'La release {name} est déjà celle en service : rien à faire.' },
  INSTALL_ROOT_MISSING: {
    status: 400,
    message: 'Dossier d’installation {root} introuvable : indiquez-le avec --root.',
  },
  // Maintenance
  SYSTEM_CHECK_FAILED: { status: 400, message: 'La vérification n’a pas pu aller au bout : {reason}' },
} as const satisfies Record<string, Entry>;
