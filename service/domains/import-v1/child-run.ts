// The screen's import runs in a child process, `bivouac import-v1 --json`, on its own connection:
// better-sqlite3 is synchronous, and a whole import in the service would stall every request (the
// barrier's included) for its duration. The uploaded files go through a temporary folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AppError } from '../../errors/app-error';
import { repositoryRoot } from '../../repository-root';
import { IMPORT_V1_FILES, type ImportV1Report } from './contract';

const cli = path.join(repositoryRoot, 'cli/bivouac.mjs');

interface ChildOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: readonly string[], dataDir: string): Promise<ChildOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: { ...process.env, BIVOUAC_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }),
    );
  });
}

/** `sources`: each uploaded file by its lower-case name. */
export async function importV1InChild(
  dataDir: string,
  sources: ReadonlyMap<string, Uint8Array>,
  options: { isApplied: boolean; userId: number | null },
): Promise<ImportV1Report> {
  const known = IMPORT_V1_FILES.filter((f) => sources.has(f.file));
  if (known.length === 0) throw new AppError('IMPORT_V1_NO_FILE');
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'bivouac-import-v1-'));
  try {
    await Promise.all(known.map((f) => fs.writeFile(path.join(folder, f.file), sources.get(f.file) ?? '')));
    const args = ['import-v1', folder, '--json'];
    if (options.isApplied) args.push('--apply');
    if (options.userId !== null) args.push('--user', String(options.userId));
    const run = await runCli(args, dataDir);
    if (run.code !== 0) {
      // The CLI's one French line: « Erreur : … ».
      const reason =
        run.stderr
          .trim()
          .split('\n')
          .at(-1)
          ?.replace(/^Erreur : /, '') ?? '';
      throw new AppError('IMPORT_V1_FAILED', { params: { reason } });
    }
    return JSON.parse(run.stdout) as ImportV1Report;
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
