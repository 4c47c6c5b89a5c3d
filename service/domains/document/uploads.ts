// Where the document files live: BIVOUAC_DATA_DIR/uploads beside the database. The composer is
// called by jobs and services that hold only the database, so the folder is found from its file.
import path from 'node:path';
import type { Db } from '../../db/connection';
import { uploadsDir } from '../establishment';

/** The data dir of an open database (its file is BIVOUAC_DATA_DIR/bivouac.sqlite). */
export const dataDirOf = (db: Db): string => path.dirname(db.$client.name);

/** The folder of the models' attachments. */
export const documentUploadsDir = (db: Db): string => path.join(uploadsDir(dataDirOf(db)), 'documents');
