// The service's listening socket: HTTPS when `bivouac tls init` has put the box's certificate and
// key in BIVOUAC_DATA_DIR/tls/, plain HTTP otherwise. The cookies follow (see session.ts).
import type { Server } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { readServerTls } from '../domains/tls';
import { keepIdleConnections } from './keep-alive';

export interface Listening {
  readonly server: Server;
  readonly isHttps: boolean;
}

export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  o: { port: number; host: string; dataDir: string },
  onListening: (info: AddressInfo & { isHttps: boolean }) => void,
): Listening {
  const tls = readServerTls(o.dataDir);
  const isHttps = tls !== null;
  const announce = (info: AddressInfo) => onListening({ ...info, isHttps });
  const server = (
    tls
      ? serve({ fetch, port: o.port, hostname: o.host, createServer: https.createServer, serverOptions: tls }, announce)
      : serve({ fetch, port: o.port, hostname: o.host }, announce)
  ) as Server;
  keepIdleConnections(server);
  return { server, isHttps };
}
