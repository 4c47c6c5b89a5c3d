// Access control over HTTP: the devices' question (public, by API key), the devices and the
// credentials of a stay for the desk, and the access log.
import { Hono } from 'hono';
import { z } from 'zod';
import { readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import type { ModuleSwitches } from '../module/switches';
import { checkAccess } from './check';
import { accessCheckSchema, accessLogSchema, CREDENTIAL_KINDS, DEVICE_KINDS } from './contract';
import { credentialsOfBooking, issueCredential, revokeCredential } from './credentials';
import { createDevice, deviceOfKey, listDevices, revokeDevice } from './devices';
import { searchAccessLog } from './log';

const fn = 'establishment_access_module_access_control';
const idParam = (raw: string) => z.coerce.number().int().positive().catch(0).parse(raw);

const deviceSchema = z.object({
  label: z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(60, { error: 'TOO_LONG' }),
  kind: z.enum(DEVICE_KINDS, { error: 'INVALID_TYPE' }),
});
const issueSchema = z.object({
  occupancyId: z.number({ error: 'REQUIRED' }).int().positive(),
  kind: z.enum(CREDENTIAL_KINDS, { error: 'INVALID_TYPE' }),
  value: z.string().max(40, { error: 'TOO_LONG' }).optional(),
});

/** The key as devices send it: `Authorization: Bearer …`, or `X-Api-Key` for those that cannot. */
const keyOf = (authorization: string | undefined, apiKey: string | undefined) =>
  authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? apiKey;

export function accessRoutes(switches: ModuleSwitches) {
  return new Hono<AppEnv>()
    .post('/access/check', allow.anyone(), async (c) => {
      const { db, clock } = c.get('deps');
      const device = deviceOfKey(db, keyOf(c.req.header('authorization'), c.req.header('x-api-key')));
      const question = await readJson(c, accessCheckSchema);
      return c.json(checkAccess(db, clock, device, question, switches.isActive('access_control')));
    })
    .get('/access/device', allow.to(fn, 'read'), (c) => c.json(listDevices(c.get('deps').db)))
    .post('/access/device', allow.to(fn, 'write'), async (c) => {
      const { db, clock } = c.get('deps');
      const device = await readJson(c, deviceSchema);
      return c.json(createDevice(db, clock, { ...device, userId: c.get('session')?.id ?? null }));
    })
    .post('/access/device/:id/revoke', allow.to(fn, 'delete'), (c) => {
      const { db, clock } = c.get('deps');
      revokeDevice(db, clock, idParam(c.req.param('id')));
      return c.json({ status: 'SAVED' });
    })
    .get('/access/booking/:bookingId', allow.to(fn, 'read'), (c) =>
      c.json(credentialsOfBooking(c.get('deps').db, idParam(c.req.param('bookingId')))),
    )
    .post('/access/booking/:bookingId', allow.to(fn, 'write'), async (c) => {
      const { db, clock } = c.get('deps');
      const bookingId = idParam(c.req.param('bookingId'));
      const request = await readJson(c, issueSchema);
      const id = issueCredential(db, clock, { ...request, bookingId, userId: c.get('session')?.id ?? null });
      return c.json({ status: 'SAVED', id });
    })
    .post('/access/credential/:id/revoke', allow.to(fn, 'write'), (c) => {
      const { db, clock } = c.get('deps');
      revokeCredential(db, clock, idParam(c.req.param('id')));
      return c.json({ status: 'SAVED' });
    })
    .post('/access/log/search', allow.to(fn, 'read'), async (c) =>
      c.json(searchAccessLog(c.get('deps').db, await readJson(c, accessLogSchema))),
    );
}
