// The housekeeping calls. The departures screen (booking_departure_cleaning) lists the day's
// departures, generates their tasks, assigns them and reopens a done one; the planning
// (booking_cleaning_planning) searches tasks and moves them through their states.
import { type Context, Hono } from 'hono';
import { AppError } from '../../../errors/app-error';
import { idParam, parse, readJson } from '../../../http/body';
import type { AppEnv } from '../../../http/env';
import { allow } from '../../../http/guard';
import {
  cleaningDaySchema,
  cleaningNoteSchema,
  cleaningOptionalDaySchema,
  cleaningSearchSchema,
  cleaningStateSchema,
  cleaningTaskEditSchema,
} from './contract';
import { createCleaningService } from './service';

function service(c: Context<AppEnv>) {
  const { db, clock } = c.get('deps');
  return createCleaningService(db, clock);
}

function userId(c: Context<AppEnv>): number {
  const user = c.get('session');
  if (!user) throw new AppError('NOT_CONNECTED');
  return user.id;
}

const departures = 'booking_departure_cleaning';
const planning = 'booking_cleaning_planning';

export function cleaningRoutes() {
  return new Hono<AppEnv>()
    .get('/booking/cleaning/departures', allow.to(departures, 'read'), (c) => {
      const { day } = parse(cleaningOptionalDaySchema, { day: c.req.query('day') });
      return c.json(service(c).departures(day));
    })
    .post('/booking/cleaning/generate', allow.to(departures, 'write'), async (c) => {
      const { day } = await readJson(c, cleaningDaySchema);
      return c.json(service(c).generate(day));
    })
    .post('/booking/cleaning/task/:id/edit', allow.to(departures, 'write'), async (c) => {
      const item = service(c).edit(idParam(c), await readJson(c, cleaningTaskEditSchema));
      return c.json({ status: 'SAVED', item });
    })
    .post('/booking/cleaning/task/:id/reopen', allow.to(departures, 'write'), (c) =>
      c.json({ status: 'SAVED', item: service(c).reopen(idParam(c)) }),
    )
    .post('/booking/cleaning/search', allow.to(planning, 'read'), async (c) =>
      c.json(service(c).search(await readJson(c, cleaningSearchSchema))),
    )
    .post('/booking/cleaning/task/:id/state', allow.to(planning, 'write'), async (c) => {
      const { state } = await readJson(c, cleaningStateSchema);
      return c.json({ status: 'SAVED', item: service(c).move(idParam(c), state, userId(c)) });
    })
    .post('/booking/cleaning/task/:id/note', allow.to(planning, 'write'), async (c) => {
      const { note } = await readJson(c, cleaningNoteSchema);
      return c.json({ status: 'SAVED', item: service(c).note(idParam(c), note) });
    });
}
