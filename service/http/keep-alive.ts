// Node closes an idle kept-alive connection after 5 s; a client that sends its next request on it
// at that moment gets a reset, not an answer (browsers retry, scripts and test clients do not).
// Desks on the LAN keep their connections longer than that, so the server keeps them a minute.
import type { Server } from 'node:http';

export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = 65_000;
  // Past the idle time, so a request starting just before the close still has its headers read.
  server.headersTimeout = 66_000;
}
