// Worker threads start without vitest's TypeScript loader: register tsx, then run the contender.
import { register } from 'tsx/esm/api';

register();
await import('./booking-race-worker.ts');
