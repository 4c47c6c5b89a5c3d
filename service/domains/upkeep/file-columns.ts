// Every column that names a file of the data folder, and the files they name. The verification
// reports a named file that is missing; the purge removes only the files of these folders that no
// row names. A new column holding a file name is added here (a test reads the schema to check).
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/connection';

export interface FileColumn {
  /** Folder under BIVOUAC_DATA_DIR holding the files. */
  folder: string;
  table: string;
  column: string;
  /** What the file is, in French, for the reports. */
  label: string;
}

export const FILE_COLUMNS: readonly FileColumn[] = [
  { folder: 'uploads', table: 'establishments', column: 'logo_file', label: "Logo de l'établissement" },
  {
    folder: 'uploads/documents',
    table: 'document_model_attachments',
    column: 'stored_name',
    label: "Pièce jointe d'un modèle de document",
  },
];

/** The folders whose files belong to rows: only these are searched for orphan files. */
export const FILE_FOLDERS = [...new Set(FILE_COLUMNS.map((c) => c.folder))];

export interface NamedFile {
  column: FileColumn;
  rowId: number;
  /** The file's path under the data folder, e.g. `uploads/logo-1.png`. */
  relative: string;
}

/** Every file a row names, column by column. */
export function namedFiles(db: Db): NamedFile[] {
  return FILE_COLUMNS.flatMap((column) =>
    (
      db.$client
        .prepare(
          `SELECT id, "${column.column}" AS name FROM "${column.table}" WHERE "${column.column}" IS NOT NULL AND "${column.column}" <> ''`,
        )
        .all() as { id: number; name: string }[]
    ).map((r) => ({ column, rowId: r.id, relative: path.join(column.folder, path.basename(r.name)) })),
  );
}

/** The named files absent from the data folder. */
export function missingFiles(db: Db, dataDir: string): NamedFile[] {
  return namedFiles(db).filter((f) => !fs.existsSync(path.join(dataDir, f.relative)));
}

export interface StoredFile {
  relative: string;
  bytes: number;
  modifiedAt: Date;
}

/** The files of the referenced folders that no row names. */
export function orphanFiles(db: Db, dataDir: string): StoredFile[] {
  const named = new Set(namedFiles(db).map((f) => f.relative));
  return FILE_FOLDERS.flatMap((folder) => {
    const dir = path.join(dataDir, folder);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile() && !named.has(path.join(folder, e.name)))
      .map((e) => {
        const stat = fs.statSync(path.join(dir, e.name));
        return { relative: path.join(folder, e.name), bytes: stat.size, modifiedAt: stat.mtime };
      });
  });
}
