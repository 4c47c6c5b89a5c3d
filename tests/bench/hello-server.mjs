// The reference of the start bench: a bare Node + Hono hello server, started as its own process
// on PORT, so the service's start time and memory are read beside what Node itself costs.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('*', (c) => c.text('hello'));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
