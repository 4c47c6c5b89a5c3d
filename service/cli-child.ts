// Long work asked from a screen (an import, a full verification) runs as the `bivouac` command in
// a child process with its own connection: better-sqlite3 is synchronous, and the same work inside
// the service would stall every request, the barrier's included, for its whole duration.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from './repository-root';

/** The command's entry: the compiled one of a release, else the sources' launcher of a checkout. */
export function cliEntry(root = repositoryRoot): string {
  const compiled = path.join(root, 'bin/bivouac');
  return fs.existsSync(compiled) ? compiled : path.join(root, 'cli/bivouac.mjs');
}

export interface CliOutcome {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function runCli(args: readonly string[], dataDir: string): Promise<CliOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliEntry(), ...args], {
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

/** The command's own French line when it failed (« Erreur : … » on its last stderr line). */
export function cliFailure(outcome: CliOutcome): string {
  return (
    outcome.stderr
      .trim()
      .split('\n')
      .at(-1)
      ?.replace(/^Erreur : /, '') ?? ''
  );
}
