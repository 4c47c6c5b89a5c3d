// Worker threads and child processes start without vitest's TypeScript loader: register tsx, then run the contender.
import { register } from 'tsx/esm/api';

register();
await import('./invoice-race-worker.ts');
