// The booking calls under /rest/booking/: the sheet's save and its drafts, the transitions, the
// occupancy actions, the availability search and the attendants' PDF. A few lines each: the
// right, the contract, the service, the answer.
import { type Context, Hono } from 'hono';
import { AppError } from '../../errors/app-error';
import { idParam, readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { customerOfBooking } from '../customer';
import { bookingChoices } from './choices';
import {
  availabilitySearchSchema,
  bookingEditSchema,
  draftCreateSchema,
  draftInputSchema,
  earlyDepartureSchema,
  kindSchema,
  moveSchema,
  presenceFlagSchema,
  reasonSchema,
  stayOfPlaceSchema,
} from './contract';
import { gridOptions } from './grid-options';
import { readHistory } from './history-read';
import { attendantsPdf, bookingService, searchAs } from './service';

const SHEET = 'booking_booking_list';
const writer = (c: Context<AppEnv>) => {
  const { db, clock } = c.get('deps');
  return { db, clock, userId: c.get('session')?.id ?? null };
};
const service = (c: Context<AppEnv>) => bookingService(writer(c));
const choicesOf = (c: Context<AppEnv>) => bookingChoices(c.get('deps').db, c.get('deps').clock.today());
const saved = (item: { status: 'SAVED' | 'DELETED' }) => ({ status: item.status, item });

export function bookingRoutes() {
  return (
    new Hono<AppEnv>()
      .get('/booking/booking/edit/:id', allow.to(SHEET, 'read'), (c) => c.json(service(c).load(idParam(c))))
      // The sheet's customer, readable with the booking right (the customer list's right is not needed).
      .get('/booking/booking/customer/:id', allow.to(SHEET, 'read'), (c) => {
        const customer = customerOfBooking(c.get('deps').db, idParam(c));
        if (!customer) throw new AppError('NOT_FOUND');
        return c.json(customer);
      })
      .get('/booking/booking/reading/:id', allow.to(SHEET, 'read'), (c) => c.json(service(c).read(idParam(c))))
      // The booking's history, newest first: read with the booking right, like the sheet itself.
      .get('/booking/booking/history/:id', allow.to(SHEET, 'read'), (c) =>
        c.json(readHistory(c.get('deps').db, idParam(c))),
      )
      .post('/booking/booking/edit', allow.to(SHEET, 'write'), async (c) => {
        const { version, ...input } = await readJson(c, bookingEditSchema);
        return c.json(saved(service(c).save(input, version)));
      })
      .post('/booking/booking/temporary', allow.to(SHEET, 'write'), async (c) =>
        c.json(service(c).createDraft(await readJson(c, draftCreateSchema))),
      )
      .get('/booking/booking/temporary/:draftId', allow.to(SHEET, 'read'), (c) =>
        c.json(service(c).readDraft(idParam(c, 'draftId'))),
      )
      .post('/booking/booking/temporary/:draftId', allow.to(SHEET, 'write'), async (c) =>
        c.json(service(c).updateDraft(idParam(c, 'draftId'), await readJson(c, draftInputSchema))),
      )
      .post('/booking/booking/temporary/:draftId/commit', allow.to(SHEET, 'write'), (c) =>
        c.json(saved(service(c).commitDraft(idParam(c, 'draftId')))),
      )
      // After a save refused over a newer version: a fresh draft, the user's edits listed beside.
      .post('/booking/booking/temporary/:draftId/reload', allow.to(SHEET, 'write'), (c) =>
        c.json(service(c).reloadDraft(idParam(c, 'draftId'))),
      )
      .delete('/booking/booking/temporary/:draftId/set-aside', allow.to(SHEET, 'write'), (c) =>
        c.json(service(c).dismissSetAside(idParam(c, 'draftId'))),
      )
      .delete('/booking/booking/temporary/:draftId', allow.to(SHEET, 'write'), (c) => {
        service(c).discardDraft(idParam(c, 'draftId'));
        return c.json({ status: 'DELETED' });
      })
      // Options past their validity, cancelled now as the nightly job would (when the preference is on).
      .post('/booking/booking/expire-options', allow.to(SHEET, 'write'), (c) => c.json(service(c).expireOptions()))
      .post('/booking/booking/:id/to-reservation', allow.to(SHEET, 'write'), (c) =>
        c.json(saved(service(c).changeKind(idParam(c), 'toReservation'))),
      )
      .post('/booking/booking/:id/to-option', allow.to(SHEET, 'write'), (c) =>
        c.json(saved(service(c).changeKind(idParam(c), 'toOption'))),
      )
      .post('/booking/booking/:id/from-quote', allow.to(SHEET, 'write'), async (c) => {
        const { kind } = await readJson(c, kindSchema);
        return c.json(saved(service(c).changeKind(idParam(c), 'fromQuote', kind)));
      })
      .post('/booking/booking/:id/validate', allow.to(SHEET, 'write'), (c) =>
        c.json(saved(service(c).validate(idParam(c)))),
      )
      .post('/booking/booking/:id/cancel', allow.to(SHEET, 'write'), async (c) => {
        const { reason } = await readJson(c, reasonSchema);
        return c.json(saved(service(c).cancel(idParam(c), reason)));
      })
      .post('/booking/booking/:id/delete', allow.to(SHEET, 'delete'), async (c) => {
        const { reason } = await readJson(c, reasonSchema);
        return c.json(saved(service(c).remove(idParam(c), reason)));
      })
      .get('/booking/booking/:id/attendants', allow.to(SHEET, 'read'), async (c) => {
        const pdf = await attendantsPdf(c.get('deps').db, idParam(c));
        return c.body(new Uint8Array(pdf), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'inline; filename="accompagnants.pdf"',
        });
      })
      .post('/booking/occupancy/:id/lock', allow.to(SHEET, 'write'), async (c) => {
        const { value } = await readJson(c, presenceFlagSchema);
        return c.json(saved(service(c).lock(idParam(c), value)));
      })
      .post('/booking/occupancy/:id/cancel', allow.to(SHEET, 'write'), (c) =>
        c.json(saved(service(c).cancelOccupancy(idParam(c)))),
      )
      .post('/booking/occupancy/:id/arrived', allow.to(SHEET, 'write'), async (c) => {
        const { value } = await readJson(c, presenceFlagSchema);
        return c.json(saved(service(c).presence(idParam(c), 'arrived', value)));
      })
      .post('/booking/occupancy/:id/gone', allow.to(SHEET, 'write'), async (c) => {
        const { value } = await readJson(c, presenceFlagSchema);
        return c.json(saved(service(c).presence(idParam(c), 'gone', value)));
      })
      .post('/booking/occupancy/:id/early-departure', allow.to(SHEET, 'write'), async (c) => {
        const { departureDate } = await readJson(c, earlyDepartureSchema);
        return c.json(saved(service(c).earlyDeparture(idParam(c), departureDate)));
      })
      .post('/booking/occupancy/:id/move', allow.to(SHEET, 'write'), async (c) =>
        c.json(saved(service(c).move(idParam(c), await readJson(c, moveSchema)))),
      )
      // The move's price under each price update choice, before the planning confirms it.
      .post('/booking/occupancy/:id/move-preview', allow.to(SHEET, 'write'), async (c) =>
        c.json(service(c).previewMove(idParam(c), await readJson(c, moveSchema))),
      )
      .get('/booking/booking/choices', allow.to(SHEET, 'read'), (c) => c.json(choicesOf(c)))
      .get('/booking/availability/choices', allow.to('booking_search_availability', 'read'), (c) =>
        c.json(choicesOf(c)),
      )
      .post('/booking/booking/options', allow.to(SHEET, 'read'), async (c) => {
        const stay = await readJson(c, stayOfPlaceSchema);
        return c.json(gridOptions(c.get('deps').db, stay, c.get('deps').clock.today()));
      })
      .post('/booking/availability/search', allow.to('booking_search_availability', 'read'), async (c) => {
        const query = await readJson(c, availabilitySearchSchema);
        return c.json(searchAs(writer(c), query));
      })
  );
}
