import { Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { idParam, parse, readJson, readUpload } from '../../http/body';
import { entityContext } from '../../http/entity/router';
import { openedVersionSchema, rowVersioning, saveVersioned } from '../../http/entity/versioning';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { establishmentInputSchema, preferenceGroupInputSchema } from './contract';
import { establishments } from './schema';
import type { EstablishmentService } from './service';

/** The one establishment row: two desks editing it must not overwrite each other either. */
const versioning = rowVersioning(establishments);

// Every signed-in user reads the establishment (tab title, currency, group logo); writes need rights.
export function establishmentRoutes(service: EstablishmentService) {
  return new Hono<AppEnv>()
    .get('/establishment/establishment', allow.signedIn(), (c) => c.json([service.get()]))
    .get('/establishment/establishment/edit', allow.signedIn(), (c) => c.json(service.get()))
    .get('/establishment/establishment/edit/:id', allow.signedIn(), (c) => {
      if (idParam(c) > 1) throw new AppError('NOT_FOUND');
      return c.json(service.get());
    })
    .post('/establishment/establishment/edit', allow.to('establishment_access_establishment', 'write'), async (c) => {
      const ctx = entityContext(c);
      const body = await readJson(c, z.unknown());
      const { version } = parse(openedVersionSchema, body);
      const input = parse(establishmentInputSchema, body);
      const { id } = saveVersioned(ctx, versioning, 1, version, () => service.save(input));
      return c.json({
        status: 'SAVED',
        id,
        ...(c.req.header('returnEditItem') === 'true' ? { item: service.get() } : {}),
      });
    })
    .get('/establishment/establishment/getLogo', allow.signedIn(), (c) => {
      const logo = service.getLogo();
      if (!logo) throw new AppError('NOT_FOUND');
      return c.body(new Uint8Array(logo.bytes), 200, { 'content-type': logo.type, 'cache-control': 'no-cache' });
    })
    .post(
      '/establishment/establishment/setLogo',
      allow.to('establishment_access_establishment', 'write'),
      async (c) => {
        const file = await readUpload(c, 'uploadfile');
        service.setLogo(new Uint8Array(await file.arrayBuffer()));
        return c.json({ status: 'SAVED' });
      },
    )
    .get('/establishment/preference/group/edit', allow.signedIn(), (c) => c.json(service.preferenceGroup()))
    .get('/establishment/preference/group/edit/:providerId', allow.signedIn(), (c) =>
      c.json(service.preferenceGroup(idParam(c, 'providerId'))),
    )
    .post('/establishment/preference/group/edit', allow.to('group_settings_preference_group', 'write'), async (c) => {
      service.savePreferenceGroup(await readJson(c, preferenceGroupInputSchema));
      return c.json({ status: 'SAVED' });
    });
}
