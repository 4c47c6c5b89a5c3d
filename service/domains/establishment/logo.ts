// The establishment logo lives as a file under BIVOUAC_DATA_DIR/uploads; its type is read from
// the file's first bytes, never from the name or header the browser sent.
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../../errors/app-error';

export const logoMaxBytes = 2 * 1024 * 1024;

const signatures: { ext: string; type: string; magic: number[] }[] = [
  { ext: 'png', type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  { ext: 'jpg', type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { ext: 'gif', type: 'image/gif', magic: [0x47, 0x49, 0x46, 0x38] },
];

export function imageKind(bytes: Uint8Array) {
  return signatures.find((s) => s.magic.every((b, i) => bytes[i] === b));
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Writes the new logo and answers its file name; the caller records it, then drops the old file. */
export function storeLogo(dataDir: string, bytes: Uint8Array, stamp: string): string {
  if (bytes.byteLength > logoMaxBytes) throw new AppError('FILE_TOO_LARGE');
  const kind = imageKind(bytes);
  if (!kind) throw new AppError('INVALID_IMAGE');
  const dir = uploadsDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const name = `logo-${stamp.replace(/\D/g, '')}.${kind.ext}`;
  fs.writeFileSync(path.join(dir, name), bytes);
  return name;
}

export function readLogo(dataDir: string, name: string): { bytes: Buffer; type: string } | undefined {
  const file = path.join(uploadsDir(dataDir), path.basename(name));
  if (!fs.existsSync(file)) return undefined;
  const bytes = fs.readFileSync(file);
  const kind = imageKind(bytes);
  return kind && { bytes, type: kind.type };
}

export function removeLogo(dataDir: string, name: string | null): void {
  if (name) fs.rmSync(path.join(uploadsDir(dataDir), path.basename(name)), { force: true });
}
