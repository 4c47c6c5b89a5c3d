// The place screens that are not registry entities: the availability-mode setting, the
// classification information, the commercialisation grid and the creation of a series of places.
// Each declares its functionality.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { parse, readJson } from '../../http/body';
import { entityContext } from '../../http/entity/router';
import {
  openedVersionSchema,
  rowVersioning,
  saveVersioned,
  stampOf,
  type Versioning,
} from '../../http/entity/versioning';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import {
  commercializationInputSchema,
  placeRangeInputSchema,
  placeRankingInputSchema,
  placeSettingsInputSchema,
} from './contract';
import { placeRanking, placeSettings } from './schema';
import type { PlaceService } from './service';

const saved = { status: 'SAVED', id: 1 } as const;

// One row each, that two desks may edit at once: saved at the version the form was opened at.
const settingsVersion = rowVersioning(placeSettings);
const rankingVersion = rowVersioning(placeRanking);

/** The record with its version, for its form. */
const stamped = (c: Context<AppEnv>, v: Versioning, record: object) => ({
  ...record,
  ...stampOf(v, entityContext(c), 1),
});

/** Reads the body with `schema` and saves it with `write`, refused over a newer version. */
async function versionedSave<S extends z.ZodType>(
  c: Context<AppEnv>,
  v: Versioning,
  schema: S,
  write: (input: z.infer<S>) => void,
) {
  const body = await readJson(c, z.unknown());
  const { version } = parse(openedVersionSchema, body);
  const input = parse(schema, body);
  saveVersioned(entityContext(c), v, 1, version, () => write(input));
}

export function placeRoutes(service: PlaceService) {
  return new Hono<AppEnv>()
    .get('/place/availability-mode', allow.to('camping_place_availability_mode', 'read'), (c) =>
      c.json(stamped(c, settingsVersion, service.settings())),
    )
    .post('/place/availability-mode/edit', allow.to('camping_place_availability_mode', 'write'), async (c) => {
      await versionedSave(c, settingsVersion, placeSettingsInputSchema, service.saveSettings);
      return c.json(saved);
    })
    .get('/place/ranking', allow.to('camping_place_ranking', 'read'), (c) =>
      c.json(stamped(c, rankingVersion, service.ranking())),
    )
    .post('/place/ranking/edit', allow.to('camping_place_ranking', 'write'), async (c) => {
      await versionedSave(c, rankingVersion, placeRankingInputSchema, service.saveRanking);
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
