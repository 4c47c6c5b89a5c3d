// The single-page UI: built files from ui/dist, and index.html for every other non-/rest/ GET
// so that a reload on /booking-list/3 lands in the app.
import fs from 'node:fs';
import path from 'node:path';
import type { Handler } from 'hono';
import { AppError } from '../errors/app-error';
import type { AppEnv } from './env';

// Keyed by the extension of a file found on disk; a Map all the same, so no name finds a prototype member.
const types = new Map<string, string>(
  Object.entries({
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.ico': 'image/x-icon',
    '.woff2': 'font/woff2',
    '.pdf': 'application/pdf',
  }),
);

/** A path whose percent-encoding is malformed (`/%`, `/%ff`) names nothing: 404, not a crash. */
function decodedPath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new AppError('NOT_FOUND');
  }
}

export function spa(uiDir: string | undefined): Handler<AppEnv> {
  const root = uiDir ? path.resolve(uiDir) : undefined;
  return (c) => {
    if (c.req.path === '/rest' || c.req.path.startsWith('/rest/')) throw new AppError('NOT_FOUND');
    const index = root && path.join(root, 'index.html');
    if (!root || !index || !fs.existsSync(index)) {
      return c.text("L'interface n'est pas construite : lancez « npm start ».", 503);
    }
    const wanted = path.resolve(root, `.${decodedPath(c.req.path)}`);
    const isInside = wanted.startsWith(root + path.sep);
    const file = isInside && fs.existsSync(wanted) && fs.statSync(wanted).isFile() ? wanted : index;
    const isAsset = file !== index && file.includes(`${path.sep}assets${path.sep}`);
    return c.body(fs.readFileSync(file), 200, {
      'content-type': types.get(path.extname(file)) ?? 'application/octet-stream',
      // Vite names assets by content hash: they never change; index.html always must be fresh.
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-robots-tag': 'noindex',
    });
  };
}
