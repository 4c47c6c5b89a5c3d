import { Hono } from 'hono';
import { readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { initDemoInputSchema } from './contract';
import { initDemo } from './service';

// The /init-demo tool: system users only (system_init_demo needs the systeme flag).
export function demoRoutes() {
  return new Hono<AppEnv>().post('/system/init-demo', allow.to('system_init_demo', 'write'), async (c) => {
    const { force } = await readJson(c, initDemoInputSchema);
    const { db, clock } = c.get('deps');
    return c.json(initDemo(db, clock, { force }));
  });
}
