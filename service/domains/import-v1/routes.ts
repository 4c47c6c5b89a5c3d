// The /import-v1 screen's calls: the exports uploaded together (multipart, one part per file, known
// by its file name), simulated or applied in a child process. System users only, as the
// functionality is system-only.
import { type Context, Hono } from 'hono';
import { AppError } from '../../errors/app-error';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { importV1InChild } from './child-run';

/** Every uploaded file by its lower-case name. */
async function uploadedExports(c: Context<AppEnv>): Promise<Map<string, Uint8Array>> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new AppError('MALFORMED_MULTIPART');
  }
  const files = Object.values(form)
    .flat()
    .filter((v): v is File => v instanceof File);
  return new Map(
    await Promise.all(files.map(async (f) => [f.name.toLowerCase(), new Uint8Array(await f.arrayBuffer())] as const)),
  );
}

function importOf(isApplied: boolean) {
  return async (c: Context<AppEnv>) => {
    const sources = await uploadedExports(c);
    const userId = c.get('session')?.id ?? null;
    return c.json(await importV1InChild(c.get('deps').dataDir, sources, { isApplied, userId }));
  };
}

export function importV1Routes() {
  return new Hono<AppEnv>()
    .post('/import-v1/dry-run', allow.to('system_import_v1', 'write'), importOf(false))
    .post('/import-v1/apply', allow.to('system_import_v1', 'write'), importOf(true));
}
