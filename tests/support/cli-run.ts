// Runs the `bivouac` command as the technician does: a child process on a data folder, its exit
// code and both outputs kept for the test to read.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const bin = path.resolve('cli/bivouac.mjs');

export function runBivouac(dataDir: string, args: string[], env: Record<string, string> = {}) {
  const res = spawnSync(process.execPath, [bin, ...args], {
    env: { ...process.env, BIVOUAC_DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
  });
  return { code: res.status, out: res.stdout, err: res.stderr };
}
