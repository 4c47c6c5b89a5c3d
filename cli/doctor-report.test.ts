import { describe, expect, it } from 'vitest';
import { type DoctorFacts, type DoctorLevel, doctorLines, doctorReport } from './doctor-report';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
const now = new Date('2026-11-27T10:00:00Z');

/** A healthy box: every check ok. */
const healthy: DoctorFacts = {
  now,
  configError: null,
  isDamagedServedReadOnly: false,
  dataDir: '/var/lib/bivouac',
  dataDirAccess: 'writable',
  disk: { freeBytes: 50 * GiB, totalBytes: 120 * GiB },
  database: { exists: true, bytes: 200 * MiB, walBytes: 4 * MiB, damage: null },
  lastBackup: {
    file: '/var/lib/bivouac/backups/bivouac-20261127-023000.sqlite',
    takenAt: new Date('2026-11-27T02:30:00Z'),
  },
  holder: { pid: 812, role: 'service', since: '2026-11-20T06:00:00.000Z' },
  clock: { timeZone: 'Europe/Paris', parisDay: '2026-11-27', ntp: 'yes' },
  smtp: null,
  serialPorts: ['/dev/ttyUSB0', '/dev/ttyS0'],
};

const verdict = (changes: Partial<DoctorFacts>, id: string) => {
  const found = doctorReport({ ...healthy, ...changes }).checks.find((c) => c.id === id);
  if (!found) throw new Error(`no check ${id}`);
  return found;
};

describe('bivouac doctor: one verdict per check', () => {
  it('says ok everywhere on a healthy box, and the report is ok', () => {
    const report = doctorReport(healthy);
    expect(report.checks.map((c) => [c.id, c.level])).toEqual(
      [
        'configuration',
        'disk',
        'database-size',
        'quick-check',
        'backup',
        'holder',
        'clock',
        'ntp',
        'smtp',
        'serial',
      ].map((id) => [id, 'ok']),
    );
    expect(report.isOk).toBe(true);
  });

  const cases: [string, Partial<DoctorFacts>, string, DoctorLevel, string][] = [
    [
      'an invalid environment is a problem',
      { configError: 'Configuration invalide : PORT (…)' },
      'configuration',
      'problème',
      'Configuration invalide',
    ],
    [
      'a data directory the service cannot write is a problem',
      { dataDirAccess: 'not-writable' },
      'configuration',
      'problème',
      'chown',
    ],
    [
      'serving a damaged database read-only (BIVOUAC_DAMAGED_READ_ONLY) needs attention until it is removed',
      { isDamagedServedReadOnly: true },
      'configuration',
      'attention',
      'retirez-le une fois la base restaurée',
    ],
    [
      'a data directory not created yet only needs attention',
      { dataDirAccess: 'missing' },
      'configuration',
      'attention',
      'n’existe pas encore',
    ],
    [
      'less free space than 256 MB is a problem',
      { disk: { freeBytes: 200 * MiB, totalBytes: 64 * GiB } },
      'disk',
      'problème',
      'une sauvegarde n’y tient plus',
    ],
    [
      'less free space than the database takes is a problem (a backup would not fit)',
      {
        disk: { freeBytes: 1.5 * GiB, totalBytes: 64 * GiB },
        database: { exists: true, bytes: 2 * GiB, walBytes: 0, damage: null },
      },
      'disk',
      'problème',
      '1,5 Go libres',
    ],
    [
      'less than 1 GB free needs attention',
      { disk: { freeBytes: 900 * MiB, totalBytes: 64 * GiB } },
      'disk',
      'attention',
      'bientôt plein',
    ],
    [
      'less than three times the database free needs attention',
      {
        disk: { freeBytes: 2 * GiB, totalBytes: 64 * GiB },
        database: { exists: true, bytes: GiB, walBytes: 0, damage: null },
      },
      'disk',
      'attention',
      'bientôt plein',
    ],
    [
      'a WAL over 256 MB needs attention: checkpoints do not keep up',
      { database: { exists: true, bytes: GiB, walBytes: 300 * MiB, damage: null } },
      'database-size',
      'attention',
      'journal WAL 300 Mo',
    ],
    [
      'a damaged database is a problem naming the restore of the newest backup',
      {
        database: { exists: true, bytes: GiB, walBytes: 0, damage: 'Page 110: btreeInitPage() returns error code 11' },
      },
      'quick-check',
      'problème',
      'restaurez la dernière sauvegarde : bivouac restore /var/lib/bivouac/backups/bivouac-20261127-023000.sqlite',
    ],
    [
      'a backup older than 26 hours needs attention: a nightly backup was missed',
      { lastBackup: { file: 'b.sqlite', takenAt: new Date('2026-11-26T06:00:00Z') } },
      'backup',
      'attention',
      'il y a 28 h',
    ],
    [
      'a backup older than 7 days is a problem',
      { lastBackup: { file: 'b.sqlite', takenAt: new Date('2026-11-19T02:30:00Z') } },
      'backup',
      'problème',
      'il y a 8 j',
    ],
    ['no backup at all needs attention', { lastBackup: null }, 'backup', 'attention', 'bivouac backup'],
    ['a stopped service needs attention', { holder: null }, 'holder', 'attention', 'arrêté'],
    [
      'a data directory held by a restore names it',
      { holder: { pid: 99, role: 'restore', since: '2026-11-27T09:58:00.000Z' } },
      'holder',
      'attention',
      '« restore » (pid 99',
    ],
    [
      'a system clock reset to 1970 (the clock battery) is a problem',
      { now: new Date('1970-01-01T00:05:00Z') },
      'clock',
      'problème',
      'remise à zéro',
    ],
    [
      'a business day pinned by BIVOUAC_TODAY needs attention',
      { clock: { ...healthy.clock, pinnedToday: '2026-07-14' } },
      'clock',
      'attention',
      'figée au 2026-07-14',
    ],
    [
      'a system time zone other than Europe/Paris needs attention',
      { clock: { ...healthy.clock, timeZone: 'UTC' } },
      'clock',
      'attention',
      'fuseau du système UTC',
    ],
    [
      'an unsynchronised clock needs attention',
      { clock: { ...healthy.clock, ntp: 'no' } },
      'ntp',
      'attention',
      'set-ntp true',
    ],
    [
      'an SMTP server that does not answer is a problem',
      { smtp: { url: 'smtp://10.0.0.5:25', error: 'ECONNREFUSED' } },
      'smtp',
      'problème',
      'smtp://10.0.0.5:25 injoignable (ECONNREFUSED)',
    ],
    ['no serial port needs attention', { serialPorts: [] }, 'serial', 'attention', 'ni barrière ni compteur'],
  ];

  it.each(cases)('%s', (_name, changes, id, level, detail) => {
    const found = verdict(changes, id);
    expect(found.level).toBe(level);
    expect(found.detail).toContain(detail);
  });

  it('lists the first six serial ports only, a PC showing ttyS0 to ttyS31 wired or not', () => {
    const ports = ['/dev/ttyUSB0', ...Array.from({ length: 32 }, (_, i) => `/dev/ttyS${i}`)];
    expect(verdict({ serialPorts: ports }, 'serial').detail).toBe(
      '/dev/ttyUSB0, /dev/ttyS0, /dev/ttyS1, /dev/ttyS2, /dev/ttyS3, /dev/ttyS4 … (33 en tout)',
    );
  });

  it('is not ok when any check is a problem, and says how many', () => {
    const report = doctorReport({ ...healthy, lastBackup: null, smtp: { url: 'smtp://x:25', error: 'ENOTFOUND' } });
    expect(report.isOk).toBe(false);
    const lines = doctorLines(report);
    expect(lines).toHaveLength(11);
    expect(lines).toContain('problème  Serveur de courrier : smtp://x:25 injoignable (ENOTFOUND)');
    expect(lines.at(-1)).toBe('1 problème(s).');
  });
});
