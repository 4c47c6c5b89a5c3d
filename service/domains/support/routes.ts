import fs from 'node:fs';
import { Hono } from 'hono';
import { AppError } from '../../errors/app-error';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { remoteSupportFile } from './remote-support';

export function supportRoutes() {
  return new Hono<AppEnv>()
    .get('/support/remote/info', allow.signedIn(), (c) => {
      const found = remoteSupportFile(c.get('deps').dataDir);
      return c.json({ isAvailable: found !== undefined, name: found?.name ?? null });
    })
    .get('/support/remote', allow.signedIn(), (c) => {
      const found = remoteSupportFile(c.get('deps').dataDir);
      if (!found) throw new AppError('NOT_FOUND');
      return c.body(new Uint8Array(fs.readFileSync(found.file)), 200, {
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(found.name)}`,
      });
    });
}
