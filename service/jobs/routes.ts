// The /jet screen's calls (functionality « Historique »): the technical events journal searched
// page by page, the scheduled jobs with their last runs, and a job run now.
import { Hono } from 'hono';
import { searchTechEvents } from '../domains/ledger';
import { techEventSearchSchema } from '../domains/ledger/journal-contract';
import { listAccounts } from '../domains/security';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/env';
import { allow } from '../http/guard';
import { jobsOverview } from './overview';
import { jobOrFail } from './registry';
import { runJob } from './runner';
import { serviceContext } from './scheduler';

export function jetRoutes() {
  return (
    new Hono<AppEnv>()
      .post('/system/tech-events/search', allow.to('system_history', 'read'), async (c) =>
        c.json(searchTechEvents(c.get('deps').db, await readJson(c, techEventSearchSchema))),
      )
      // The journal's user filter: every account, suspended ones included (their events stay).
      .get('/system/tech-events/users', allow.to('system_history', 'read'), (c) =>
        c.json(listAccounts(c.get('deps').db).map((u) => ({ id: u.id, name: u.name }))),
      )
      .get('/system/jobs', allow.to('system_history', 'read'), (c) => c.json(jobsOverview(c.get('deps').db)))
      .post('/system/jobs/:name/run', allow.to('system_history', 'write'), async (c) => {
        const job = jobOrFail(c.req.param('name'));
        // Answers once the run is over, with its outcome; refused (400) while it runs elsewhere.
        return c.json(await runJob(job, serviceContext(c.get('deps')), 'service', c.get('session')?.id ?? null));
      })
  );
}
