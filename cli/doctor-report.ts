// `bivouac doctor`'s verdicts: plain facts about the box in, one line per check out (ok /
// attention / problème). Pure, so each threshold is tested with plain values; doctor-facts.ts
// gathers the facts.
import type { DataDirHolder } from '../service/db/data-dir-lock';

export type DoctorLevel = 'ok' | 'attention' | 'problème';

export interface DoctorCheck {
  readonly id: string;
  readonly label: string;
  readonly level: DoctorLevel;
  readonly detail: string;
}

export interface DoctorReport {
  readonly checks: readonly DoctorCheck[];
  /** False when any check is a problem: the command then exits 1. */
  readonly isOk: boolean;
}

export interface DoctorFacts {
  readonly now: Date;
  /** The environment's refusal (loadConfig's French line), or null when valid. */
  readonly configError: string | null;
  /** BIVOUAC_DAMAGED_READ_ONLY is set: a damaged database would be served instead of refused. */
  readonly isDamagedServedReadOnly: boolean;
  readonly dataDir: string;
  readonly dataDirAccess: 'writable' | 'missing' | 'not-writable';
  readonly disk: { readonly freeBytes: number; readonly totalBytes: number } | null;
  readonly database:
    | { readonly exists: false }
    | {
        readonly exists: true;
        readonly bytes: number;
        readonly walBytes: number;
        /** quick_check's findings, null when sound. */
        readonly damage: string | null;
      };
  readonly lastBackup: { readonly file: string; readonly takenAt: Date } | null;
  readonly holder: DataDirHolder | null;
  readonly clock: {
    readonly timeZone: string;
    readonly parisDay: string;
    readonly pinnedToday?: string;
    /** timedatectl's NTPSynchronized, or unknown where there is no timedatectl. */
    readonly ntp: 'yes' | 'no' | 'unknown';
  };
  /** Set when BIVOUAC_SMTP_URL is: whether a TCP connection to it opened. */
  readonly smtp: { readonly url: string; readonly error: string | null } | null;
  /** USB adapters (ttyUSB*, ttyACM*) first: they are what a barrier or meter is usually wired to. */
  readonly serialPorts: readonly string[];
}

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
const hour = 60 * 60 * 1000;

/** The thresholds, named so docs/faults.md and the tests quote the same figures. */
export const doctorLimits = {
  /** Below this, or below the database's size, a backup cannot be written: a problem. */
  diskProblemBytes: 256 * MiB,
  /** Below this, or below three times the database, the disk will soon be full. */
  diskAttentionBytes: GiB,
  /** A WAL this large means checkpoints do not keep up (a reader holding an old snapshot). */
  walAttentionBytes: 256 * MiB,
  /** The nightly backup missed a night. */
  backupAttentionMs: 26 * hour,
  backupProblemMs: 7 * 24 * hour,
  /** A system clock before this year was reset (the mini-PC's clock battery). */
  saneYear: 2025,
} as const;

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

export function formatBytes(bytes: number): string {
  if (bytes >= GiB) return `${number.format(bytes / GiB)} Go`;
  if (bytes >= MiB) return `${number.format(bytes / MiB)} Mo`;
  return `${number.format(bytes / 1024)} Ko`;
}

function formatAge(ms: number): string {
  return ms < 48 * hour ? `${Math.floor(ms / hour)} h` : `${Math.floor(ms / (24 * hour))} j`;
}

const check = (id: string, label: string, level: DoctorLevel, detail: string): DoctorCheck => ({
  id,
  label,
  level,
  detail,
});

function configuration(f: DoctorFacts): DoctorCheck {
  if (f.configError) return check('configuration', 'Configuration', 'problème', f.configError);
  if (f.dataDirAccess === 'not-writable') {
    return check(
      'configuration',
      'Configuration',
      'problème',
      `${f.dataDir} n’est pas accessible en écriture : donnez-le à l’utilisateur du service (chown)`,
    );
  }
  if (f.dataDirAccess === 'missing') {
    return check('configuration', 'Configuration', 'attention', `${f.dataDir} n’existe pas encore (créé au démarrage)`);
  }
  if (f.isDamagedServedReadOnly) {
    return check(
      'configuration',
      'Configuration',
      'attention',
      'BIVOUAC_DAMAGED_READ_ONLY actif : une base endommagée est servie en lecture seule ; retirez-le une fois la base restaurée',
    );
  }
  return check('configuration', 'Configuration', 'ok', `environnement valide, données dans ${f.dataDir}`);
}

function databaseBytes(f: DoctorFacts): number {
  return f.database.exists ? f.database.bytes + f.database.walBytes : 0;
}

function disk(f: DoctorFacts): DoctorCheck {
  if (!f.disk) return check('disk', 'Disque', 'attention', 'espace libre illisible');
  const free = f.disk.freeBytes;
  const detail = `${formatBytes(free)} libres sur ${formatBytes(f.disk.totalBytes)}`;
  if (free < Math.max(doctorLimits.diskProblemBytes, databaseBytes(f))) {
    return check('disk', 'Disque', 'problème', `${detail} : une sauvegarde n’y tient plus, libérez de la place`);
  }
  if (free < Math.max(doctorLimits.diskAttentionBytes, 3 * databaseBytes(f))) {
    return check('disk', 'Disque', 'attention', `${detail} : bientôt plein, faites de la place`);
  }
  return check('disk', 'Disque', 'ok', detail);
}

function databaseSize(f: DoctorFacts): DoctorCheck {
  if (!f.database.exists) return check('database-size', 'Base', 'attention', 'pas encore créée (au premier démarrage)');
  const detail = `base ${formatBytes(f.database.bytes)}, journal WAL ${formatBytes(f.database.walBytes)}`;
  if (f.database.walBytes > doctorLimits.walAttentionBytes) {
    return check(
      'database-size',
      'Base',
      'attention',
      `${detail} : le journal ne se vide plus (une lecture longue le retient ?) ; redémarrer le service le vide`,
    );
  }
  return check('database-size', 'Base', 'ok', detail);
}

function quickCheck(f: DoctorFacts): DoctorCheck {
  if (!f.database.exists) return check('quick-check', 'Intégrité (quick_check)', 'ok', 'aucune base à vérifier');
  if (!f.database.damage) return check('quick-check', 'Intégrité (quick_check)', 'ok', 'base saine');
  const restore = f.lastBackup ? `bivouac restore ${f.lastBackup.file}` : 'bivouac restore <dernière sauvegarde>';
  return check(
    'quick-check',
    'Intégrité (quick_check)',
    'problème',
    `base endommagée (${f.database.damage}) : restaurez la dernière sauvegarde : ${restore}`,
  );
}

function backup(f: DoctorFacts): DoctorCheck {
  if (!f.lastBackup) {
    return check('backup', 'Dernière sauvegarde', 'attention', 'aucune dans backups/ : lancez « bivouac backup »');
  }
  const age = f.now.getTime() - f.lastBackup.takenAt.getTime();
  const detail = `${f.lastBackup.file}, il y a ${formatAge(Math.max(0, age))}`;
  if (age > doctorLimits.backupProblemMs) {
    return check('backup', 'Dernière sauvegarde', 'problème', `${detail} : les sauvegardes de nuit ne tournent plus`);
  }
  if (age > doctorLimits.backupAttentionMs) {
    return check('backup', 'Dernière sauvegarde', 'attention', `${detail} : la sauvegarde de nuit a manqué`);
  }
  return check('backup', 'Dernière sauvegarde', 'ok', detail);
}

function holder(f: DoctorFacts): DoctorCheck {
  const h = f.holder;
  if (!h) return check('holder', 'Service', 'attention', 'arrêté : personne ne tient le dossier des données');
  const who = `pid ${h.pid || 'inconnu'}${h.since ? `, depuis ${h.since}` : ''}`;
  if (h.role === 'service') return check('holder', 'Service', 'ok', `en marche (${who})`);
  return check('holder', 'Service', 'attention', `dossier des données tenu par « ${h.role} » (${who})`);
}

function clock(f: DoctorFacts): DoctorCheck {
  const c = f.clock;
  const base = `jour métier ${c.parisDay} (Europe/Paris), fuseau du système ${c.timeZone}`;
  if (f.now.getUTCFullYear() < doctorLimits.saneYear) {
    return check(
      'clock',
      'Horloge',
      'problème',
      `horloge du système au ${f.now.toISOString()} : remise à zéro (pile ?) ; remettez-la à l’heure (timedatectl)`,
    );
  }
  if (c.pinnedToday) {
    return check(
      'clock',
      'Horloge',
      'attention',
      `date métier figée au ${c.pinnedToday} par BIVOUAC_TODAY (démo, tests)`,
    );
  }
  if (c.timeZone !== 'Europe/Paris') {
    return check('clock', 'Horloge', 'attention', `${base} : les dates restent justes, les journaux du système non`);
  }
  return check('clock', 'Horloge', 'ok', base);
}

function ntp(f: DoctorFacts): DoctorCheck {
  if (f.clock.ntp === 'yes') return check('ntp', 'Synchronisation NTP', 'ok', 'horloge synchronisée');
  if (f.clock.ntp === 'no') {
    return check('ntp', 'Synchronisation NTP', 'attention', 'horloge non synchronisée : timedatectl set-ntp true');
  }
  return check('ntp', 'Synchronisation NTP', 'attention', 'non vérifiable (pas de timedatectl)');
}

function smtp(f: DoctorFacts): DoctorCheck {
  if (!f.smtp)
    return check('smtp', 'Serveur de courrier', 'ok', 'non configuré (BIVOUAC_SMTP_URL) : aucun e-mail envoyé');
  if (f.smtp.error) {
    return check('smtp', 'Serveur de courrier', 'problème', `${f.smtp.url} injoignable (${f.smtp.error})`);
  }
  return check('smtp', 'Serveur de courrier', 'ok', `${f.smtp.url} joignable`);
}

function serial(f: DoctorFacts): DoctorCheck {
  if (f.serialPorts.length === 0) {
    return check('serial', 'Ports série', 'attention', 'aucun : ni barrière ni compteur ne peut être branché');
  }
  // The first names only: a PC lists /dev/ttyS0 to ttyS31 whether or not a port is wired.
  const shown = f.serialPorts.slice(0, 6).join(', ');
  const more = f.serialPorts.length > 6 ? ` … (${f.serialPorts.length} en tout)` : '';
  return check('serial', 'Ports série', 'ok', `${shown}${more}`);
}

export function doctorReport(facts: DoctorFacts): DoctorReport {
  const checks = [configuration, disk, databaseSize, quickCheck, backup, holder, clock, ntp, smtp, serial].map(
    (verdict) => verdict(facts),
  );
  return { checks, isOk: checks.every((c) => c.level !== 'problème') };
}

/** One line per check, the level first so a glance down the column finds the problems. */
export function doctorLines(report: DoctorReport): string[] {
  const problems = report.checks.filter((c) => c.level === 'problème').length;
  return [
    ...report.checks.map((c) => `${c.level.padEnd(9)} ${c.label} : ${c.detail}`),
    problems ? `${problems} problème(s).` : 'Aucun problème.',
  ];
}
