// /transfer-customers: the screen fetches the packets one after the other and saves one CSV.
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { customerPacket } from './transfer';

const offsetSchema = z.coerce.number().int().min(0);

export function customerTransferRoutes() {
  return new Hono<AppEnv>().get('/customer/transfer', allow.to('system_transfer_customers', 'export'), (c) => {
    const offset = offsetSchema.safeParse(c.req.query('offset') ?? '0');
    if (!offset.success) throw new AppError('INVALID_NUMBER');
    return c.json(customerPacket(c.get('deps').db, offset.data));
  });
}
