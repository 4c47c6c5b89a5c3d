// GET home/dashboard: home's dashboard of the day in one call. Open to every signed-in user; the
// sections follow the user's rights, decided here on the server.
import { Hono } from 'hono';
import { AppError } from '../../../errors/app-error';
import type { AppEnv } from '../../../http/env';
import { allow } from '../../../http/guard';
import { readableFunctionalities } from '../../security';
import { dashboardOfTheDay } from './service';

export function dashboardRoutes(isModuleActive: (module: string) => boolean) {
  return new Hono<AppEnv>().get('/home/dashboard', allow.signedIn(), (c) => {
    const { db, clock } = c.get('deps');
    const user = c.get('session');
    if (!user) throw new AppError('NOT_CONNECTED');
    return c.json(dashboardOfTheDay(db, clock.today(), readableFunctionalities(db, user, isModuleActive)));
  });
}
