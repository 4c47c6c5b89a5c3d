// The guarantee link's public page: no session (the signed token is the only key), HTML in and out.
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { errorMessage } from '../../errors/catalogue';
import type { AppEnv } from '../../http/env';
import { fromZod } from '../../http/errors';
import { allow } from '../../http/guard';
import {
  type GuaranteeDeclaration,
  guaranteeDeclarationSchema,
  guaranteePage,
  recordGuarantee,
} from './guarantee-record';
import { guaranteeFormHtml, guaranteeRecordedHtml, guaranteeRefusedHtml } from './public-page';

/** The page of a link that cannot be used: its reason, with the catalogue's status. */
function refused(c: Context<AppEnv>, error: unknown) {
  if (!(error instanceof AppError)) throw error;
  return c.html(guaranteeRefusedHtml(errorMessage(error.code)), 400);
}

// A field sent as a file or not at all reads as blank, and is refused below as a missing value.
const text = () => z.string().catch('');
const formSchema = z.object({ cardOwner: text(), cardLast4: text(), cardExpiry: text() });

export function suretyPublicRoutes() {
  return new Hono<AppEnv>()
    .get('/public/surety/:token', allow.anyone(), (c) => {
      const { db, clock } = c.get('deps');
      try {
        return c.html(guaranteeFormHtml(guaranteePage(db, clock, c.req.param('token'))));
      } catch (error) {
        return refused(c, error);
      }
    })
    .post('/public/surety/:token', allow.anyone(), async (c) => {
      const { db, clock } = c.get('deps');
      const token = c.req.param('token');
      let page: ReturnType<typeof guaranteePage>;
      try {
        page = guaranteePage(db, clock, token);
      } catch (error) {
        return refused(c, error);
      }
      const typed: Partial<GuaranteeDeclaration> = formSchema.parse(await c.req.parseBody());
      const parsed = guaranteeDeclarationSchema.safeParse(typed);
      if (!parsed.success) {
        const [code] = Object.values(fromZod(parsed.error).fields ?? {});
        return c.html(guaranteeFormHtml(page, errorMessage(code ?? 'VALIDATION'), typed), 400);
      }
      try {
        recordGuarantee(db, clock, token, parsed.data);
      } catch (error) {
        return refused(c, error);
      }
      return c.html(guaranteeRecordedHtml(page));
    });
}
