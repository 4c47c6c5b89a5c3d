// Imported first by main.tsx, before any schema is built: zod probes `new Function` when an object
// schema is created, and the Content-Security-Policy (no eval) reports that probe as a violation.
// Without the JIT, zod parses the same, a little slower.
import { z } from 'zod';

z.config({ jitless: true });
