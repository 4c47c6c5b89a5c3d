// The meter screens' own calls: /meter-reading-creation creates meters for places, and
// /meter-reading-form enters a reading by place.
import { Hono } from 'hono';
import { AppError } from '../../errors/app-error';
import { readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { metersForPlacesInputSchema, placeReadingInputSchema } from './contract';
import { createMetersForPlaces, savePlaceReading } from './meter-service';

function context(c: {
  get(key: 'deps'): AppEnv['Variables']['deps'];
  get(key: 'session'): AppEnv['Variables']['session'];
}) {
  const user = c.get('session');
  if (!user) throw new AppError('NOT_CONNECTED');
  const { db, clock } = c.get('deps');
  return { db, clock, user };
}

export function meterRoutes() {
  return new Hono<AppEnv>()
    .post('/meter/meter/create-for-places', allow.to('camping_meter_reading_list', 'write'), async (c) => {
      const ids = createMetersForPlaces(context(c), await readJson(c, metersForPlacesInputSchema));
      return c.json({ status: 'SAVED', ids });
    })
    .post('/meter/reading/for-place', allow.to('camping_meter_reading_list', 'write'), async (c) => {
      const id = savePlaceReading(context(c), await readJson(c, placeReadingInputSchema));
      return c.json({ status: 'SAVED', id });
    });
}
