// Bodies over the limit are read to their end before the 413 is answered: a client that sends its
// whole body before reading the answer (most HTTP libraries do) would otherwise see a reset connection.
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../errors/app-error';
import type { AppEnv } from './env';

/** Past this many bytes, reading on costs more than it saves the client: the connection is dropped. */
const discardCap = 64 * 1024 * 1024;

type Reader = ReadableStreamDefaultReader<Uint8Array>;

async function tooLarge(reader: Reader, alreadyRead: number): Promise<never> {
  let read = alreadyRead;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.byteLength;
    if (read > discardCap) {
      await reader.cancel();
      break;
    }
  }
  throw new AppError('PAYLOAD_TOO_LARGE');
}

/** A body without a declared length (chunked) is read here, up to the limit, and handed on. */
async function readWithin(reader: Reader, max: number): Promise<Buffer<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > max) return tooLarge(reader, size);
    chunks.push(value);
  }
}

/**
 * A body of declared length within the limit is left alone, unread: touching the request's stream
 * here would make the Node adapter build a full web Request and give up reading the body directly.
 */
export function bodyLimit(maxOf: (c: Context<AppEnv>) => number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined) {
      if (!(Number(declared) > maxOf(c))) return next();
      const body = c.req.raw.body;
      if (body) await tooLarge(body.getReader(), 0);
      return next();
    }
    const body = c.req.raw.body;
    if (!body) return next();
    const bytes = await readWithin(body.getReader(), maxOf(c));
    c.req.raw = new Request(c.req.raw, { body: bytes });
    return next();
  };
}
