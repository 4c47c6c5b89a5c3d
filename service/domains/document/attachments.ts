// A model's files: a signature image under the body, documents and images joined to the e-mail.
// Each role takes its own formats, checked on the name's extension and, for images, on the bytes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import type { ErrorCode } from '../../errors/catalogue';
import { ATTACHMENT_EXTENSIONS, type AttachmentRole } from './contract';
import { documentModelAttachments } from './schema';
import { findModelById } from './store';
import { documentUploadsDir } from './uploads';

/** A signature is a small image under every e-mail; a joined file must still go through mail servers. */
export const ATTACHMENT_MAX_BYTES: Record<AttachmentRole, number> = {
  signature: 300 * 1024,
  document: 4 * 1024 * 1024,
  image: 2 * 1024 * 1024,
};

const REFUSAL: Record<AttachmentRole, ErrorCode> = {
  signature: 'INVALID_SIGNATURE_IMAGE',
  document: 'INVALID_DOCUMENT',
  image: 'INVALID_IMAGE',
};

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  odt: 'application/vnd.oasis.opendocument.text',
};

/** The first bytes every file of that extension starts with: a renamed file is refused. */
const MAGIC: Record<string, number[][]> = {
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  png: [[0x89, 0x50, 0x4e, 0x47]],
  gif: [[0x47, 0x49, 0x46, 0x38]],
  pdf: [[0x25, 0x50, 0x44, 0x46]],
  // Word 97-2003 is an OLE compound file; an OpenDocument text a ZIP archive.
  doc: [[0xd0, 0xcf, 0x11, 0xe0]],
  odt: [[0x50, 0x4b, 0x03, 0x04]],
};

const extensionOf = (name: string) => path.extname(name).slice(1).toLowerCase();

/** The upload's content type when the role accepts it; else the role's catalogue code. */
export function checkAttachment(role: AttachmentRole, fileName: string, bytes: Uint8Array): string {
  const ext = extensionOf(fileName);
  const magic = MAGIC[ext];
  const isAccepted = ATTACHMENT_EXTENSIONS[role].includes(ext) && magic?.some((m) => m.every((b, i) => bytes[i] === b));
  if (!isAccepted) throw new AppError(REFUSAL[role]);
  if (bytes.byteLength > ATTACHMENT_MAX_BYTES[role]) throw new AppError('FILE_TOO_LARGE');
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

export interface Upload {
  readonly modelId: number;
  readonly role: AttachmentRole;
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** Stores the file and records it; a model has one signature, a new one replaces the old. */
export function addAttachment(db: Db, now: string, upload: Upload): number {
  if (!findModelById(db, upload.modelId)) throw new AppError('NOT_FOUND');
  const contentType = checkAttachment(upload.role, upload.fileName, upload.bytes);
  const dir = documentUploadsDir(db);
  fs.mkdirSync(dir, { recursive: true });
  const storedName = `${crypto.randomUUID()}.${extensionOf(upload.fileName)}`;
  fs.writeFileSync(path.join(dir, storedName), upload.bytes);
  if (upload.role === 'signature') {
    for (const old of rowsOf(db, upload.modelId).filter((a) => a.role === 'signature')) removeAttachment(db, old.id);
  }
  return db
    .insert(documentModelAttachments)
    .values({
      modelId: upload.modelId,
      role: upload.role,
      fileName: path.basename(upload.fileName),
      storedName,
      contentType,
      size: upload.bytes.byteLength,
      createdAt: now,
    })
    .returning({ id: documentModelAttachments.id })
    .get().id;
}

const rowsOf = (db: Db, modelId: number) =>
  db.select().from(documentModelAttachments).where(eq(documentModelAttachments.modelId, modelId)).all();

/** A model's file as stored, to open from the editor. */
export function readAttachmentFile(db: Db, id: number): { fileName: string; contentType: string; bytes: Buffer } {
  const row = db.select().from(documentModelAttachments).where(eq(documentModelAttachments.id, id)).get();
  const file = row && path.join(documentUploadsDir(db), path.basename(row.storedName));
  if (!row || !file || !fs.existsSync(file)) throw new AppError('NOT_FOUND');
  return { fileName: row.fileName, contentType: row.contentType, bytes: fs.readFileSync(file) };
}

/** Forgets the file and removes it from the uploads; answers the model it belonged to. */
export function removeAttachment(db: Db, id: number): number {
  const row = db.select().from(documentModelAttachments).where(eq(documentModelAttachments.id, id)).get();
  if (!row) throw new AppError('NOT_FOUND');
  db.delete(documentModelAttachments).where(eq(documentModelAttachments.id, id)).run();
  fs.rmSync(path.join(documentUploadsDir(db), row.storedName), { force: true });
  return row.modelId;
}
