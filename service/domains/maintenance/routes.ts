import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { changesState, clearSessionCookies } from '../../http/session';
import type { Sessions } from '../security/sessions';
import { takeBackup } from './backup';

export function maintenanceRoutes(sessions: Sessions) {
  // « Sauvegarde et mise à jour »: everyone is signed out first (the answer carries the caller's
  // closed cookies), then the same backup as the nightly job and `bivouac backup`.
  return new Hono<AppEnv>().get('/backup', allow.to('system_backup', 'read'), changesState(), async (c) => {
    const { dataDir, clock } = c.get('deps');
    sessions.closeAll();
    clearSessionCookies(c);
    const backup = await takeBackup({ dataDir, clock });
    return c.json({ status: 'SAVED', file: backup.name, bytes: backup.bytes, uploadedFiles: backup.uploadedFiles });
  });
}
