// Pricing's own calls beside the grid entity: a quote for any stay, and the grid history purge.
import { Hono } from 'hono';
import { readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
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
    .get('/price/purge-grid-history', allow.to('system_purge_grid_history', 'read'), (c) =>
      c.json({ versions: purgeableVersions(c.get('deps').db) }),
    )
    .post('/price/purge-grid-history', allow.to('system_purge_grid_history', 'delete'), (c) =>
      c.json({ status: 'DELETED', removed: purgeGridHistory(c.get('deps').db) }),
    );
}
