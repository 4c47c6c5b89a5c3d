// Starts the HTTP(S) server and waits until it listens: a port already taken, a privileged port or an
// address this machine does not have is told in one line, not thrown as an unhandled 'error' event.
import type { Server } from 'node:http';
import { type ServerType, serve } from '@hono/node-server';
import { keepIdleConnections } from '../http/keep-alive';
import { tlsServing } from '../http/tls';
import { StartFault } from './start-fault';

export interface ListenOptions {
  readonly port: number;
  readonly host: string;
}

export function portFault(error: NodeJS.ErrnoException, { port, host }: ListenOptions): StartFault {
  switch (error.code) {
    case 'EADDRINUSE':
      return new StartFault(
        `Le port ${port} est déjà pris (un autre Bivouac ou un autre programme : ss -ltnp sport = :${port}) : arrêtez-le ou choisissez un autre port (PORT=…).`,
      );
    case 'EACCES':
      return new StartFault(
        `Le port ${port} est refusé à cet utilisateur (sous 1024, il faut des droits d’administrateur) : choisissez un port au-dessus de 1024 (PORT=8080).`,
      );
    case 'EADDRNOTAVAIL':
      return new StartFault(
        `L’adresse HOST=${host} n’existe pas sur cette machine : choisissez une de ses adresses, ou 0.0.0.0 pour toutes.`,
      );
    default:
      return new StartFault(`Le service ne peut pas écouter sur ${host}:${port} (${error.code ?? error.message}).`);
  }
}

export interface Listening {
  readonly server: Server;
  readonly isHttps: boolean;
  readonly port: number;
}

/** Listens over HTTPS when the data folder holds the box's certificate (`bivouac tls init`), else HTTP. */
export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  options: ListenOptions & { readonly dataDir: string },
) {
  const { isHttps, options: tls } = tlsServing(options.dataDir);
  return new Promise<Listening>((resolve, reject) => {
    // The server is the Node one: node-server builds it with http(s).createServer.
    const server = serve({ fetch, port: options.port, hostname: options.host, ...tls }, (info) => {
      server.off('error', refuse);
      keepIdleConnections(server);
      resolve({ server, isHttps, port: info.port });
    }) as ServerType & Server;
    const refuse = (error: NodeJS.ErrnoException) => reject(portFault(error, options));
    server.once('error', refuse);
  });
}
