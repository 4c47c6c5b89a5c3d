// The database faults a start can meet, each told with the path and what to do: a file that is not
// a database, a damaged one (SQLite's errors, or PRAGMA quick_check finding damaged pages), a full
// disk, missing rights, a failed migration.
import os from 'node:os';
import type Database from 'better-sqlite3';
import { restoreHint } from './latest-backup';
import { rootMessage, StartFault } from './start-fault';

function sqliteCode(error: unknown): string {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return '';
}

const rightsCodes = /^(SQLITE_READONLY|SQLITE_CANTOPEN|SQLITE_PERM|SQLITE_AUTH|EACCES|EPERM|EROFS)/;

/** The start fault an error opening or reading the database means, or null when it is none of those. */
export function databaseFault(error: unknown, file: string, dataDir: string): StartFault | null {
  const code = sqliteCode(error);
  if (code === 'SQLITE_NOTADB') {
    return new StartFault(`${file} n’est pas une base de données SQLite : ${restoreHint(dataDir)}`, { cause: error });
  }
  if (code.startsWith('SQLITE_CORRUPT')) return damagedFault(rootMessage(error), file, dataDir);
  if (code === 'SQLITE_FULL' || code === 'ENOSPC') {
    return new StartFault(
      `Le disque de ${dataDir} est plein : libérez de la place (anciennes sauvegardes dans backups/, fichiers inutiles) puis redémarrez Bivouac.`,
      { cause: error },
    );
  }
  if (rightsCodes.test(code)) {
    return new StartFault(
      `${file} ne peut pas être ouverte en lecture et écriture (${rootMessage(error)}) : donnez-la à l’utilisateur ${os.userInfo().username} (chown) ou vérifiez que le disque est monté en écriture.`,
      { cause: error },
    );
  }
  return null;
}

export function damagedFault(reason: string, file: string, dataDir: string): StartFault {
  return new StartFault(
    `La base ${file} est endommagée (${reason}) : ${restoreHint(dataDir)} (ou démarrez en lecture seule avec BIVOUAC_DAMAGED_READ_ONLY=1 le temps de la restaurer).`,
  );
}

/**
 * PRAGMA quick_check: the structure of every page, in one read of the file (the full
 * integrity_check, which also reads every index against its table, runs with the nightly backup).
 * Answers null when sound, else what it found (SQLite's first findings, on one line).
 */
export function quickCheck(sqlite: Database.Database): string | null {
  // Each page is read once: the connection's usual 16 MB page cache would only fill up and stay in
  // the service's memory (measured: +16 MB resident on a 100,000-customer site).
  const cacheSize = sqlite.pragma('cache_size', { simple: true }) as number;
  sqlite.pragma('cache_size = -1024');
  try {
    const findings = sqlite.pragma('quick_check', { simple: false }) as { quick_check: string }[];
    if (findings.length === 1 && findings[0]?.quick_check === 'ok') return null;
    return findings
      .slice(0, 3)
      .map((f) => f.quick_check)
      .join(' ; ');
  } catch (error) {
    if (sqliteCode(error).startsWith('SQLITE_CORRUPT') || sqliteCode(error) === 'SQLITE_NOTADB') {
      return rootMessage(error);
    }
    throw error;
  } finally {
    sqlite.pragma(`cache_size = ${cacheSize}`);
  }
}

/** A migration (or first-time seed) that failed: SQLite rolled the whole step back. */
export function migrationFault(error: unknown, file: string, dataDir: string): StartFault {
  return new StartFault(
    `La mise à jour de la base ${file} a échoué (${rootMessage(error)}) : la base est restée telle quelle ; réinstallez la version précédente de Bivouac ou ${restoreHint(dataDir)}`,
    { cause: error },
  );
}
