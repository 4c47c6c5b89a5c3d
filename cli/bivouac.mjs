#!/usr/bin/env node
// The `bivouac` command: loads the TypeScript CLI through tsx, so the same sources serve both.
import { register } from 'tsx/esm/api';

register();
const { run } = await import('./main.ts');
await run(process.argv);
