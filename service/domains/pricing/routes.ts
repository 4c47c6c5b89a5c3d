// Pricing's own calls beside the grid and offer entities: a quote for any stay, a saved grid
// version as it was priced (the grid screen's :historyVersion), the grid's options filled from
// the extras, and the grid history purge.
import { Hono } from 'hono';
import { AppError } from '../../errors/app-error';
import { idParam, readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { addExtrasToGrid } from './grid-fill';
import { gridVersion } from './grid-store';
import { purgeableVersions, purgeGridHistory } from './purge-history';
import { quote } from './quote';
import { quoteRequestSchema } from './quote-contract';
import { quoteInputOf } from './quote-inputs';

export function pricingRoutes() {
  return new Hono<AppEnv>()
    .post('/price/quote', allow.to('extra_pricing_price_grid_list', 'read'), async (c) => {
      const { db, clock } = c.get('deps');
      const request = await readJson(c, quoteRequestSchema);
      return c.json(quote(quoteInputOf(db, request, clock.today())));
    })
    .get('/price/grid/version/:gridId/:historyVersion', allow.to('extra_pricing_price_grid_list', 'read'), (c) => {
      const grid = gridVersion(c.get('deps').db, idParam(c, 'gridId'), idParam(c, 'historyVersion'));
      if (!grid) throw new AppError('NOT_FOUND');
      return c.json(grid);
    })
    .post('/price/grid/options-from-extras/:gridId', allow.to('extra_pricing_price_grid_list', 'write'), (c) => {
      const user = c.get('session');
      if (!user) throw new AppError('NOT_CONNECTED');
      const { db, clock } = c.get('deps');
      return c.json({ status: 'SAVED', ...addExtrasToGrid({ db, clock, user }, idParam(c, 'gridId')) });
    })
    .get('/price/purge-grid-history', allow.to('system_purge_grid_history', 'read'), (c) =>
      c.json({ versions: purgeableVersions(c.get('deps').db) }),
    )
    .post('/price/purge-grid-history', allow.to('system_purge_grid_history', 'delete'), (c) =>
      c.json({ status: 'DELETED', removed: purgeGridHistory(c.get('deps').db) }),
    );
}
