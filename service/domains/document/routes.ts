import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { modelRoutes } from './model-routes';
import { printRoutes } from './print-routes';
import { settingRoutes } from './setting-routes';
import { renderUserGuide } from './user-guide';

export function documentRoutes() {
  return new Hono<AppEnv>()
    .get('/document/model/download/documentation/', allow.signedIn(), async (c) =>
      c.body(new Uint8Array(await renderUserGuide()), 200, {
        'content-type': 'application/pdf',
        'content-disposition': "inline; filename*=UTF-8''guide-utilisateur-bivouac.pdf",
      }),
    )
    .route('/', modelRoutes())
    .route('/', printRoutes())
    .route('/', settingRoutes());
}
