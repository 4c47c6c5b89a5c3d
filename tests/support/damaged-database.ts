// A database with damaged pages, as a failing disk or a power cut leaves one: a copy of a prepared
// site whose one table's root page is overwritten with garbage. The departments' table is chosen
// because signing in and the lists the tests read never touch it.
import fs from 'node:fs';
import Database from 'better-sqlite3';

export function damagePages(file: string, table = 'departments'): void {
  const sqlite = new Database(file, { readonly: true });
  const { rootpage } = sqlite.prepare('SELECT rootpage FROM sqlite_master WHERE name = ?').get(table) as {
    rootpage: number;
  };
  const pageSize = sqlite.pragma('page_size', { simple: true }) as number;
  sqlite.close();
  const fd = fs.openSync(file, 'r+');
  try {
    fs.writeSync(fd, Buffer.alloc(pageSize, 0x5a), 0, pageSize, (rootpage - 1) * pageSize);
  } finally {
    fs.closeSync(fd);
  }
}
