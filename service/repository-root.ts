// The repository's root directory, found from this module's location: the service runs from its
// sources (service/, through tsx in tests and the CLI) and from its build (dist/service/, `npm start`),
// so a fixed number of `..` would be right for one and wrong for the other.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'migrations'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`Racine du dépôt introuvable depuis ${from}`);
  }
}

export const repositoryRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
