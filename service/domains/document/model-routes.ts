// The document models' calls, in the generic entity shape where it fits (BASE document/model):
// the kinds, the models of a kind, edit, save, delete, the live preview and the model's files.
import { Hono } from 'hono';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import { idParam, parse, readJson, readUpload } from '../../http/body';
import { entityContext } from '../../http/entity/router';
import { rowVersioning, saveVersioned, stampOf } from '../../http/entity/versioning';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { languageChoices } from '../reference';
import { addAttachment, readAttachmentFile, removeAttachment } from './attachments';
import { ATTACHMENT_ROLES, documentKindSchema, documentModelInputSchema } from './contract';
import { blankModel, deleteModel, documentKindRows, modelById, modelsOfKind, saveModel } from './models';
import { previewModel } from './preview';
import { documentModels } from './schema';

const FN = 'document_email_document_model_list';
const versioning = rowVersioning(documentModels);
const kindQuery = z.object({ kind: documentKindSchema });
const previewSchema = z.object({ subject: z.string().max(300), bodyHtml: z.string().max(2_000_000) });
const roleSchema = z.enum(ATTACHMENT_ROLES);

export function modelRoutes() {
  return new Hono<AppEnv>()
    .get('/document/function-model', allow.to(FN, 'read'), (c) => c.json(documentKindRows(c.get('deps').db)))
    .get('/document/model', allow.to(FN, 'read'), (c) => {
      const { kind } = parse(kindQuery, c.req.query());
      return c.json(modelsOfKind(c.get('deps').db, kind));
    })
    .get('/document/model/edit/:id', allow.to(FN, 'read'), (c) => {
      const { db } = c.get('deps');
      const id = idParam(c);
      const item = id === 0 ? blankModel(db, parse(kindQuery, c.req.query()).kind) : modelById(db, id);
      return c.json({ ...item, availableLanguage: languageChoices(db) });
    })
    .post('/document/model/edit', allow.to(FN, 'write'), async (c) => {
      const ctx = entityContext(c);
      const input = await readJson(c, documentModelInputSchema);
      const id = saveVersioned(ctx, versioning, input.id, input.version, () => saveModel(ctx, input));
      const item = c.req.header('returnEditItem') === 'true' ? { item: modelById(ctx.db, id) } : {};
      return c.json({ status: 'SAVED', id, ...item, ...stampOf(versioning, ctx, id) });
    })
    .post('/document/model/delete/:id', allow.to(FN, 'delete'), (c) => {
      const { db } = c.get('deps');
      inTransaction(db, () => deleteModel(db, idParam(c)));
      return c.json({ status: 'DELETED' });
    })
    .post('/document/model/preview', allow.to(FN, 'read'), async (c) => {
      const { db, clock } = c.get('deps');
      return c.json(previewModel(db, clock, await readJson(c, previewSchema)));
    })
    .post('/document/model/:id/attachment/:role', allow.to(FN, 'write'), async (c) => {
      const { db, clock } = c.get('deps');
      const role = parse(roleSchema, c.req.param('role'));
      const file = await readUpload(c, 'uploadfile');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const upload = { modelId: idParam(c), role, fileName: file.name, bytes };
      const id = inTransaction(db, () => addAttachment(db, clock.now().toISOString(), upload));
      return c.json({ status: 'SAVED', id });
    })
    .get('/document/model/attachment/:id', allow.to(FN, 'read'), (c) => {
      const file = readAttachmentFile(c.get('deps').db, idParam(c));
      return c.body(new Uint8Array(file.bytes), 200, {
        'content-type': file.contentType,
        'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      });
    })
    .post('/document/model/attachment/delete/:id', allow.to(FN, 'write'), (c) => {
      const { db } = c.get('deps');
      inTransaction(db, () => removeAttachment(db, idParam(c)));
      return c.json({ status: 'DELETED' });
    });
}
