// What the CLI, the registry and the server's start use of the box's HTTPS.

export { boxNames, detectBoxNames } from './addresses';
export { readCaCertificate, readServerTls, tlsFiles } from './files';
export { initTls, type TlsInitResult } from './issue';
export { tlsRoutes } from './routes';
