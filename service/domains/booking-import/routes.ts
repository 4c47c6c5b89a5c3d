// Internet bookings over HTTP. POST booking/import is the channels' door: no session, the channel's
// API key in X-Api-Key instead (a caller without a session cookie passes the anti-forgery check,
// which guards sessions only). Everything else is the staff's, behind booking_import_list.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../errors/app-error';
import { idParam, readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import {
  API_KEY_HEADER,
  acceptSchema,
  apiKeyInputSchema,
  importCriteriaSchema,
  importPayloadSchema,
  refuseSchema,
} from './contract';
import type { BookingImportService } from './service';

/** A booking is a few kilobytes; anything near this is not one. */
export const IMPORT_BODY_LIMIT = 64 * 1024;

const tooLarge = bodyLimit({
  maxSize: IMPORT_BODY_LIMIT,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE');
  },
});

const functionality = 'booking_import_list';

function userOf(c: { get(key: 'session'): AppEnv['Variables']['session'] }) {
  const user = c.get('session');
  if (!user) throw new AppError('NOT_CONNECTED');
  return user;
}

/** Channel keys open a door to the bookings: only an administrator hands them out. */
function adminOf(c: { get(key: 'session'): AppEnv['Variables']['session'] }) {
  const user = userOf(c);
  if (!user.isAdmin) throw new AppError('INSUFFICIENT_RIGHT');
  return user;
}

export function bookingImportRoutes(service: BookingImportService) {
  return new Hono<AppEnv>()
    .post('/booking/import', allow.anyone(), tooLarge, async (c) => {
      const channel = service.channelOf(c.req.header(API_KEY_HEADER));
      const payload = await readJson(c, importPayloadSchema);
      return c.json(service.receive(channel, payload, await c.req.text()));
    })
    .post('/booking/booking-import/search', allow.to(functionality, 'read'), async (c) =>
      c.json(service.search(await readJson(c, importCriteriaSchema))),
    )
    .get('/booking/booking-import/edit/:id', allow.to(functionality, 'read'), (c) => c.json(service.detail(idParam(c))))
    .post('/booking/booking-import/:id/accept', allow.to(functionality, 'write'), async (c) => {
      const { forced } = await readJson(c, acceptSchema);
      const item = service.decide(idParam(c), userOf(c).id, 'ACCEPTED', { forced });
      return c.json({ status: 'SAVED', item });
    })
    .post('/booking/booking-import/:id/refuse', allow.to(functionality, 'write'), async (c) => {
      const { forced, reason } = await readJson(c, refuseSchema);
      const item = service.decide(idParam(c), userOf(c).id, 'REFUSED', { forced, reason });
      return c.json({ status: 'SAVED', item });
    })
    .post('/booking/booking-import/:id/integrate', allow.to(functionality, 'write'), (c) =>
      c.json({ status: 'SAVED', item: service.integrate(idParam(c), userOf(c).id) }),
    )
    .get('/booking/booking-import/key', allow.to(functionality, 'read'), (c) => {
      adminOf(c);
      return c.json(service.keys());
    })
    .post('/booking/booking-import/key/edit', allow.to(functionality, 'write'), async (c) => {
      adminOf(c);
      return c.json({ status: 'SAVED', item: service.generateKey(await readJson(c, apiKeyInputSchema)) });
    })
    .post('/booking/booking-import/key/:id/revoke', allow.to(functionality, 'write'), (c) => {
      adminOf(c);
      service.revokeKey(idParam(c));
      return c.json({ status: 'SAVED' });
    });
}
