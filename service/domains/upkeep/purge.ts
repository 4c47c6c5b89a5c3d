// The purge of what the site no longer needs, before a day: saved versions of price grids no
// booking refers to, files of the data folder no row names, backups past the retention rule. A dry
// run (`planPurge`) counts and sizes; `applyPurge` removes the same things and journals one
// `purge.*` event per target. The e-mails' purge (attachments only, or attachments and history) is
// the mail module's.
import fs from 'node:fs';
import path from 'node:path';
import { type Clock, parisDate } from '../../clock';
import type { Db } from '../../db/connection';
import { recordTechEvent } from '../ledger';
import { applyMailPurge, type MailPurgeCount, planMailPurge } from '../mail';
import { backupsDir, listBackups, uploadsCopyOf } from '../maintenance/backup-files';
import { backupsToDelete } from '../maintenance/retention';
import { purgeableVersions, purgeGridHistory } from '../pricing';
import type { PurgeLine, PurgeReport, PurgeRequest, PurgeTarget } from './contract';
import { orphanFiles, type StoredFile } from './file-columns';

const LABELS: Record<PurgeTarget, string> = {
  gridHistory: 'Historique des grilles de prix non référencé',
  orphanFiles: 'Fichiers orphelins (aucune ligne ne les désigne)',
  backups: 'Sauvegardes au-delà de la durée de conservation',
  mail: 'E-mails envoyés ou en échec',
};

const MAIL_LABELS = {
  attachments: 'Pièces jointes des e-mails (le nom et la taille restent dans l’historique)',
  attachmentsAndHistory: 'E-mails envoyés ou en échec et leurs pièces jointes',
} as const;

const KINDS: Record<PurgeTarget, string> = {
  gridHistory: 'purge.grid-history',
  orphanFiles: 'purge.orphan-files',
  backups: 'purge.backups',
  mail: 'purge.mail',
};

/** The backups of backups/ the retention rule (7 daily, 4 weekly, 12 monthly) no longer keeps, as of `before`. */
function backupsPastRetention(dataDir: string, before: string): StoredFile[] {
  const all = listBackups(backupsDir(dataDir));
  const doomed = new Set(backupsToDelete(all, before));
  return all
    .filter((b) => doomed.has(b.name))
    .map((b) => ({ relative: path.join('backups', b.name), bytes: b.bytes, modifiedAt: b.takenAt }));
}

const fileLine = (target: PurgeTarget, files: StoredFile[]): PurgeLine => ({
  target,
  label: LABELS[target],
  count: files.length,
  bytes: files.reduce((n, f) => n + f.bytes, 0),
  items: files.slice(0, 50).map((f) => f.relative),
});

interface Plan {
  gridHistory: ReturnType<typeof purgeableVersions>;
  orphanFiles: StoredFile[];
  backups: StoredFile[];
  mail: MailPurgeCount | null;
}

function plan(db: Db, dataDir: string, request: PurgeRequest): Plan {
  const before = (f: StoredFile) => parisDate(f.modifiedAt) < request.before;
  return {
    gridHistory: request.gridHistory ? purgeableVersions(db, request.before) : [],
    orphanFiles: request.orphanFiles ? orphanFiles(db, dataDir).filter(before) : [],
    backups: request.backups ? backupsPastRetention(dataDir, request.before) : [],
    mail: request.mail === 'none' ? null : planMailPurge(db, request.before),
  };
}

function lines(request: PurgeRequest, p: Plan): PurgeLine[] {
  const all: PurgeLine[] = [
    {
      target: 'gridHistory',
      label: LABELS.gridHistory,
      count: p.gridHistory.length,
      bytes: null,
      items: p.gridHistory.slice(0, 50).map((v) => `Grille n° ${v.gridId}, version ${v.version}`),
    },
    fileLine('orphanFiles', p.orphanFiles),
    fileLine('backups', p.backups),
  ];
  const kept = all.filter((l) => l.target !== 'mail' && request[l.target]);
  return p.mail && request.mail !== 'none' ? [...kept, mailLine(request.mail, p.mail)] : kept;
}

/** The first mode counts the attachments emptied, the second the e-mails removed. */
function mailLine(mode: Exclude<PurgeRequest['mail'], 'none'>, count: MailPurgeCount): PurgeLine {
  const attachments = `${count.attachments} pièce(s) jointe(s)`;
  return {
    target: 'mail',
    label: MAIL_LABELS[mode],
    count: mode === 'attachments' ? count.attachments : count.mails,
    bytes: count.bytes,
    items: count.mails ? [`${count.mails} e-mail(s), ${attachments}`] : [],
  };
}

/** The dry run: what the purge would remove, counted and sized; nothing changes. */
export function planPurge(db: Db, dataDir: string, request: PurgeRequest): PurgeReport {
  return { before: request.before, isApplied: false, lines: lines(request, plan(db, dataDir, request)) };
}

export interface ApplyOptions {
  userId?: number | null;
  onProgress?: (done: number, total: number) => void;
}

/** Removes what the dry run lists (each item re-checked as it goes) and journals each target. */
export function applyPurge(
  db: Db,
  clock: Clock,
  dataDir: string,
  request: PurgeRequest,
  { userId = null, onProgress }: ApplyOptions = {},
): PurgeReport {
  const p = plan(db, dataDir, request);
  const files = [...p.orphanFiles, ...p.backups];
  const total = files.length + (request.gridHistory ? 1 : 0) + (p.mail?.mails ?? 0);
  let done = 0;
  const removedVersions = request.gridHistory ? purgeGridHistory(db, request.before) : 0;
  if (request.gridHistory) onProgress?.(++done, total);
  // An orphan file named by a row since the plan was made stays.
  const stillOrphan = new Set(orphanFiles(db, dataDir).map((f) => f.relative));
  const removed = (list: StoredFile[], mustBeOrphan: boolean) =>
    list.filter((f) => {
      const keep = mustBeOrphan && !stillOrphan.has(f.relative);
      if (!keep) {
        fs.rmSync(path.join(dataDir, f.relative), { force: true });
        // A backup's uploads go with it.
        if (!mustBeOrphan) fs.rmSync(uploadsCopyOf(path.join(dataDir, f.relative)), { recursive: true, force: true });
      }
      onProgress?.(++done, total);
      return !keep;
    });
  const orphansRemoved = removed(p.orphanFiles, true);
  const backupsRemoved = removed(p.backups, false);
  const mailDone = done;
  const mail =
    request.mail === 'none'
      ? null
      : applyMailPurge(db, request.before, request.mail, (mails) => onProgress?.(mailDone + mails, total));
  const report: PurgeReport = {
    before: request.before,
    isApplied: true,
    lines: lines(request, {
      gridHistory: p.gridHistory.slice(0, removedVersions),
      orphanFiles: orphansRemoved,
      backups: backupsRemoved,
      mail,
    }),
  };
  const at = clock.now().toISOString();
  for (const line of report.lines)
    recordTechEvent(db, at, {
      kind: KINDS[line.target],
      summary: `Purge avant le ${request.before.split('-').reverse().join('/')} : ${line.count} élément(s), ${line.label.toLowerCase()}`,
      userId,
      detail: { before: request.before, count: line.count, bytes: line.bytes, items: line.items },
    });
  return report;
}
