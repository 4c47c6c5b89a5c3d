// The system tools over HTTP: the verification (/verif-file-page, system users only) and the purge
// (/purging-files): a dry run, then the purge itself.
import { Hono } from 'hono';
import { readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { purgeRequestSchema } from './contract';
import { applyPurge, planPurge } from './purge';
import { lastSystemCheck } from './system-check';
import { systemCheckInChild } from './system-check-child';

export function upkeepRoutes() {
  return new Hono<AppEnv>()
    .get('/system/verify', allow.to('system_file_verification', 'read'), (c) =>
      c.json(lastSystemCheck(c.get('deps').db)),
    )
    .post('/system/verify', allow.to('system_file_verification', 'write'), async (c) => {
      return c.json(await systemCheckInChild(c.get('deps').dataDir, c.get('session')?.id ?? null));
    })
    .post('/system/purge/plan', allow.to('system_purging_files', 'read'), async (c) => {
      const { db, dataDir } = c.get('deps');
      return c.json(planPurge(db, dataDir, await readJson(c, purgeRequestSchema)));
    })
    .post('/system/purge', allow.to('system_purging_files', 'delete'), async (c) => {
      const { db, clock, dataDir } = c.get('deps');
      const request = await readJson(c, purgeRequestSchema);
      return c.json(applyPurge(db, clock, dataDir, request, { userId: c.get('session')?.id ?? null }));
    });
}
