// The service's listening socket, over HTTPS or HTTP as the data folder says (tls.ts).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { keepIdleConnections } from './keep-alive';
import { tlsServing } from './tls';

export interface Listening {
  readonly server: Server;
  readonly isHttps: boolean;
}

export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  o: { port: number; host: string; dataDir: string },
  onListening: (info: AddressInfo & { isHttps: boolean }) => void,
): Listening {
  const { isHttps, options } = tlsServing(o.dataDir);
  const server = serve({ fetch, port: o.port, hostname: o.host, ...options }, (info) =>
    onListening({ ...info, isHttps }),
  ) as Server;
  keepIdleConnections(server);
  return { server, isHttps };
}
