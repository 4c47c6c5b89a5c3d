// The mail commands as the technician runs them, in a child process on a temp data folder:
// `bivouac job run mail-outbox` delivering the outbox through BIVOUAC_SMTP_URL to a real SMTP sink,
// and `bivouac purge --mail` (dry run, then applied) touching only the e-mails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../service/clock';
import { databaseFile, openDatabase } from '../../service/db/connection';
import { prepareDatabase } from '../../service/db/prepare';
import { mailAttachments, mailMessages } from '../../service/db/schema';
import { inTransaction } from '../../service/db/transaction';
import { enqueueMail } from '../../service/domains/mail';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';

const bin = path.resolve('cli/bivouac.mjs');
/** A command starts the CLI through tsx: a few seconds each on a busy machine. */
const slow = { timeout: 60_000 };
let dataDir: string;
let sink: SmtpSink;

/** Async, so the sink in this process answers while the command runs. */
function bivouac(env: Record<string, string>, ...args: string[]) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], {
      env: { ...process.env, BIVOUAC_DATA_DIR: dataDir, ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

function withDb<T>(fn: (db: ReturnType<typeof openDatabase>) => T): T {
  const db = openDatabase(databaseFile(dataDir));
  try {
    return fn(db);
  } finally {
    db.$client.close();
  }
}

const mail = (subject: string) => ({
  kind: 'reservation' as const,
  to: ['anne.martin@example.fr'],
  subject,
  html: '<p>Bonjour</p>',
  attachments: [{ fileName: 'contrat.pdf', contentType: 'application/pdf', content: Buffer.alloc(2048, 1) }],
});

beforeEach(async () => {
  sink = await startSmtpSink();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-mail-cli-'));
  withDb((db) => prepareDatabase(db, fixedClock('2026-11-22T09:00:00Z')));
});
afterEach(async () => {
  await sink.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('bivouac job run mail-outbox', () => {
  it('delivers the pending e-mails through BIVOUAC_SMTP_URL and says how many', slow, async () => {
    const id = withDb((db) =>
      inTransaction(db, () => enqueueMail(db, '2026-11-22T08:00:00.000Z', mail('Votre séjour'))),
    );
    const res = await bivouac({ BIVOUAC_SMTP_URL: sink.url }, 'job', 'run', 'mail-outbox');
    expect(res.err).toBe('');
    expect(res.code).toBe(0);
    expect(res.out).toContain('Envoi des e-mails : 1 e-mail(s) envoyé(s).');
    expect(sink.messages.map((m) => m.subject)).toEqual(['Votre séjour']);
    expect(withDb((db) => db.select().from(mailMessages).where(eq(mailMessages.id, id)).get()?.status)).toBe('sent');
  });
});

describe('bivouac purge --mail', () => {
  it(
    '« attachments only »: the dry run counts, --apply empties the old attachments; only the e-mails are touched',
    slow,
    async () => {
      withDb((db) => {
        const id = inTransaction(db, () => enqueueMail(db, '2026-09-01T08:00:00.000Z', mail('Ancienne')));
        db.update(mailMessages).set({ status: 'sent' }).where(eq(mailMessages.id, id)).run();
      });
      const dry = await bivouac({}, 'purge', '--before', '2026-10-01', '--mail', 'attachments');
      expect(dry.code).toBe(0);
      expect(dry.out).toContain(
        'Pièces jointes des e-mails (le nom et la taille restent dans l’historique) : 1 élément(s), 2,0 Ko',
      );
      expect(dry.out).not.toContain('Fichiers orphelins');
      const applied = await bivouac({}, 'purge', '--before', '2026-10-01', '--mail', 'attachments', '--apply');
      expect(applied.code).toBe(0);
      expect(
        withDb((db) =>
          db
            .select()
            .from(mailAttachments)
            .all()
            .map((a) => [a.fileName, a.size, a.content]),
        ),
      ).toEqual([['contrat.pdf', 2048, null]]);
    },
  );

  it('refuses an unknown mode in one French line, never a stack trace', slow, async () => {
    const res = await bivouac({}, 'purge', '--before', '2026-10-01', '--mail', 'tout');
    expect(res.code).not.toBe(0);
    expect(res.err.split('\n')[0]).toBe(
      'Erreur : valeur « tout » refusée pour l’option --mail <mode> (au choix : attachments, attachmentsAndHistory)',
    );
    expect(res.err).not.toMatch(/\bat\b.*\.ts:\d+/);
  });
});
