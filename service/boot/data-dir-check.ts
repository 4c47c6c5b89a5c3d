// The data directory must exist (or be creatable), be a folder, and be readable and writable by
// the service's user, as must the database files already in it: checked before anything opens them,
// so the fault is told with the path and the fix instead of SQLite's « unable to open ».
import fs from 'node:fs';
import os from 'node:os';
import { databaseFile } from '../db/connection';
import { StartFault } from './start-fault';

const owner = () => `donnez-le à l’utilisateur du service (chown ${os.userInfo().username} …)`;

export function checkDataDir(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ENOTDIR') {
      throw new StartFault(
        `BIVOUAC_DATA_DIR=${dataDir} n’est pas un dossier : indiquez le dossier des données de Bivouac.`,
      );
    }
    throw new StartFault(`Le dossier des données ${dataDir} ne peut pas être créé (${code}) : créez-le et ${owner()}.`);
  }
  const database = databaseFile(dataDir);
  for (const target of [dataDir, database, `${database}-wal`, `${database}-shm`]) {
    if (target !== dataDir && !fs.existsSync(target)) continue;
    try {
      fs.accessSync(target, fs.constants.R_OK | fs.constants.W_OK);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new StartFault(
        `${target} n’est pas accessible en lecture et écriture (${code}) : ${code === 'EROFS' ? 'le disque est monté en lecture seule, remontez-le en écriture' : owner()}.`,
      );
    }
  }
}
