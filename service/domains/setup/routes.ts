// GET home/setup: the setup checklist of a new site, shown on home until the site can take a
// booking. Open to every signed-in user; each step's link follows the user's rights.
import { Hono } from 'hono';
import { AppError } from '../../errors/app-error';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { readableFunctionalities } from '../security';
import { setupOfTheSite } from './service';

export function setupRoutes(isModuleActive: (module: string) => boolean) {
  return new Hono<AppEnv>().get('/home/setup', allow.signedIn(), (c) => {
    const { db, clock } = c.get('deps');
    const user = c.get('session');
    if (!user) throw new AppError('NOT_CONNECTED');
    return c.json(setupOfTheSite(db, clock.today(), readableFunctionalities(db, user, isModuleActive)));
  });
}
