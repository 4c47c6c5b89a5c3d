// The customer calls beside the registry's generic ones.
import { Hono } from 'hono';
import { readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { duplicateCheckSchema } from './contract';
import { possibleDuplicates } from './duplicates';

export function customerRoutes() {
  return new Hono<AppEnv>().post(
    '/customer/customer/duplicates',
    allow.to('customer_partner_customer_list', 'read'),
    async (c) => c.json({ items: possibleDuplicates(c.get('deps').db, await readJson(c, duplicateCheckSchema)) }),
  );
}
