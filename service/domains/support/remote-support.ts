// The remote-support tool staff download from the user menu: the technician drops the installer
// of their tool (TeamViewer, RustDesk...) into BIVOUAC_DATA_DIR/support/; Bivouac offers the newest file.
import fs from 'node:fs';
import path from 'node:path';

export function supportDir(dataDir: string): string {
  return path.join(dataDir, 'support');
}

export function remoteSupportFile(dataDir: string): { name: string; file: string } | undefined {
  const dir = supportDir(dataDir);
  if (!fs.existsSync(dir)) return undefined;
  const newest = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => ({ name: e.name, file: path.join(dir, e.name) }))
    .sort((a, b) => fs.statSync(b.file).mtimeMs - fs.statSync(a.file).mtimeMs)[0];
  return newest;
}
