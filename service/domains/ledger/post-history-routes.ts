// /post-history: the money records written, paged and filtered on the server.
import { Hono } from 'hono';
import { readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { postHistory } from './post-history';
import { postHistoryCriteriaSchema } from './post-history-contract';

export function postHistoryRoutes() {
  return new Hono<AppEnv>().post('/ledger/post-history', allow.to('result_post_history', 'read'), async (c) =>
    c.json(postHistory(c.get('deps').db, await readJson(c, postHistoryCriteriaSchema))),
  );
}
