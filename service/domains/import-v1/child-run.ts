// The screen's import runs as `bivouac import-v1 --json` in a child process (see cli-child.ts).
// The uploaded files go through a temporary folder.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cliFailure, runCli } from '../../cli-child';
import { AppError } from '../../errors/app-error';
import { IMPORT_V1_FILES, type ImportV1Report } from './contract';

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
      const reason = cliFailure(run);
      throw new AppError('IMPORT_V1_FAILED', { params: { reason } });
    }
    return JSON.parse(run.stdout) as ImportV1Report;
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
