// The place screens that are not registry entities: the availability-mode setting, the
// classification information, the commercialisation grid and the creation of a series of places.
// Each declares its functionality.
import { Hono } from 'hono';
import { readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import {
  commercializationInputSchema,
  placeRangeInputSchema,
  placeRankingInputSchema,
  placeSettingsInputSchema,
} from './contract';
import type { PlaceService } from './service';

const saved = { status: 'SAVED', id: 1 } as const;

export function placeRoutes(service: PlaceService) {
  return new Hono<AppEnv>()
    .get('/place/availability-mode', allow.to('camping_place_availability_mode', 'read'), (c) =>
      c.json(service.settings()),
    )
    .post('/place/availability-mode/edit', allow.to('camping_place_availability_mode', 'write'), async (c) => {
      service.saveSettings(await readJson(c, placeSettingsInputSchema));
      return c.json(saved);
    })
    .get('/place/ranking', allow.to('camping_place_ranking', 'read'), (c) => c.json(service.ranking()))
    .post('/place/ranking/edit', allow.to('camping_place_ranking', 'write'), async (c) => {
      service.saveRanking(await readJson(c, placeRankingInputSchema));
      return c.json(saved);
    })
    .get('/place/commercialization', allow.to('camping_place_commercialization', 'read'), (c) =>
      c.json(service.commercialization()),
    )
    .post('/place/commercialization/edit', allow.to('camping_place_commercialization', 'write'), async (c) => {
      service.saveCommercialization(await readJson(c, commercializationInputSchema));
      return c.json({ status: 'SAVED' });
    })
    .post('/place/place/range', allow.to('camping_place_list', 'write'), async (c) => {
      // A series of places is a creation on the place list: its write right.
      const { created } = service.createRange(await readJson(c, placeRangeInputSchema));
      return c.json({ status: 'SAVED', created });
    });
}
