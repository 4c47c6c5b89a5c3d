import { Hono } from 'hono';
import { AppError } from '../../errors/app-error';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { readCaCertificate } from './files';

/**
 * The authority's certificate for the reception PCs to install, before anyone can sign in (it is
 * what makes signing in safe): public, and only its public part ever leaves the box.
 */
export function tlsRoutes() {
  return new Hono<AppEnv>().get('/tls/ca.crt', allow.anyone(), (c) => {
    const certificate = readCaCertificate(c.get('deps').dataDir);
    if (!certificate) throw new AppError('NOT_FOUND');
    return c.body(new Uint8Array(certificate), 200, {
      'content-type': 'application/x-x509-ca-cert',
      'content-disposition': 'attachment; filename="bivouac-autorite.crt"',
    });
  });
}
