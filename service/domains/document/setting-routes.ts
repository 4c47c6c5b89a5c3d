// The printed documents' settings: the targets, each target's typed setting (header, footer,
// legal mentions, amounts) and the translated words, under the document settings functionality.
import { Hono } from 'hono';
import { inTransaction } from '../../db/transaction';
import { readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { settingsRoutes } from '../../settings/routes';
import { translationsInputSchema } from './contract';
import { DOCUMENT_KIND_LABELS } from './kinds';
import { saveTranslations, translations } from './printed-labels';
import { DOCUMENT_TARGETS } from './setting-targets';

const FN = 'document_email_document_setting_list';

export function settingRoutes() {
  return new Hono<AppEnv>()
    .get('/document/setting-target', allow.to(FN, 'read'), (c) =>
      c.json(
        DOCUMENT_TARGETS.map((t) => ({
          id: t.id,
          label: t.label,
          kinds: t.kinds.map((k) => DOCUMENT_KIND_LABELS[k]).join(', '),
        })),
      ),
    )
    .get('/document/setting-translate', allow.to(FN, 'read'), (c) => c.json(translations(c.get('deps').db)))
    .post('/document/setting-translate', allow.to(FN, 'write'), async (c) => {
      const { db } = c.get('deps');
      const { items } = await readJson(c, translationsInputSchema);
      inTransaction(db, () => saveTranslations(db, items));
      return c.json({ status: 'SAVED' });
    })
    .route(
      '/',
      settingsRoutes(
        'document/setting',
        DOCUMENT_TARGETS.map((t) => t.settings),
      ),
    );
}
