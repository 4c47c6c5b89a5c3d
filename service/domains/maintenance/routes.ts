import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { changesState, clearSessionCookies } from '../../http/session';
import type { Sessions } from '../security/sessions';
import { backupDatabase } from './backup';

export function maintenanceRoutes(sessions: Sessions) {
  // The user is logged out before the backup: the answer carries the closed cookies.
  return new Hono<AppEnv>().get('/backup', allow.to('system_backup', 'read'), changesState(), async (c) => {
    const { db, dataDir, clock } = c.get('deps');
    const token = c.get('sessionToken');
    if (token) sessions.close(token);
    clearSessionCookies(c);
    const file = await backupDatabase(db, dataDir, clock);
    return c.json({ status: 'SAVED', file });
  });
}
