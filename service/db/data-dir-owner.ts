// The technician often runs `bivouac` with sudo, while the service runs under its own account.
// Whatever a command run as root leaves in the data directory (the lock file, a backup and its
// folder, a restored database, certificates, imported files) is given back to the directory's
// owner when the command ends, or the service could no longer open or write it.
import fs from 'node:fs';
import path from 'node:path';

/** Gives every root-owned entry under dataDir to dataDir's owner; answers how many were given. */
export function giveBackToOwner(dataDir: string): number {
  if (process.getuid?.() !== 0 || !fs.existsSync(dataDir)) return 0;
  const owner = fs.statSync(dataDir);
  if (owner.uid === 0) return 0;
  let given = 0;
  for (const entry of fs.readdirSync(dataDir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dataDir, entry);
    const stat = fs.lstatSync(file, { throwIfNoEntry: false });
    if (stat?.uid !== 0) continue;
    fs.lchownSync(file, owner.uid, owner.gid);
    given += 1;
  }
  return given;
}
