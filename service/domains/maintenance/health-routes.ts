import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { checkHealth } from './health';

/** Public, without a session: the update, a supervisor or the technician's browser ask it. */
export function healthRoutes() {
  return new Hono<AppEnv>().get('/health', allow.anyone(), (c) => {
    const { db, dataDir, clock } = c.get('deps');
    const { httpStatus, report } = checkHealth({ db, dataDir, clock });
    c.header('cache-control', 'no-store');
    return c.json(report, httpStatus);
  });
}
