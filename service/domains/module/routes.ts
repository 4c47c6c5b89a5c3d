// The module grid (/admin/module-grid): list the modules, switch one on or off; and the surety
// configuration the reminder screen loads (CONTRACT: GET module/surety/index), with the business
// day its default window starts from (not the browser's).
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { changesState } from '../../http/session';
import { activeSuretyConfiguration } from './surety-configuration';
import type { ModuleSwitches } from './switches';

export function moduleGridRoutes(switches: ModuleSwitches) {
  return new Hono<AppEnv>()
    .get('/module/module', allow.to('establishment_access_module_list', 'read'), (c) => c.json(switches.list()))
    .get(
      '/module/module/active/:code/:flag{[01]}',
      allow.to('establishment_access_module_list', 'write'),
      changesState(),
      (c) => {
        switches.setActive(c.req.param('code'), c.req.param('flag') === '1');
        return c.json({ status: 'SAVED' });
      },
    )
    .get('/module/surety/index', allow.to('customer_partner_surety_list', 'read'), (c) =>
      c.json({ ...activeSuretyConfiguration(c.get('deps').db), today: c.get('deps').clock.today() }),
    );
}
