// The OSDP peer program, built once and kept in the temporary folder under a name made of the hash
// of everything it is built from: a second test run, or a run after an unrelated change, reuses it.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const peers = import.meta.dirname;

function sourcesHash(): string {
  const hash = crypto.createHash('sha256');
  const sources = ['build-osdp-pd.sh', 'osdp-pd.c', ...listFiles('libosdp')].sort();
  for (const file of sources) {
    hash.update(file).update(fs.readFileSync(path.join(peers, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

function listFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(peers, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(peers, path.join(entry.parentPath, entry.name)));
}

/** The path of the built `osdp-pd` program, building it first when this version is not cached. */
export function buildOsdpPeer(): string {
  const folder = path.join(os.tmpdir(), `bivouac-osdp-pd-${sourcesHash()}`);
  const program = path.join(folder, 'osdp-pd');
  if (fs.existsSync(program)) return program;
  // Built aside then renamed, so a run stopped halfway never leaves a folder that looks complete.
  const building = fs.mkdtempSync(`${folder}-building-`);
  try {
    execFileSync(path.join(peers, 'build-osdp-pd.sh'), [building], { stdio: 'pipe' });
    // The program finds libosdp through $ORIGIN/lib, so the folder can move.
    fs.renameSync(building, folder);
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    if (fs.existsSync(program)) return program;
    throw error;
  }
  return program;
}
