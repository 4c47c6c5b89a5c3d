// The plannings' calls: the booking planning, the extras planning and the site map. Reads only;
// moving a stay is the booking core's `booking/occupancy/:id/move`.
import { Hono } from 'hono';
import { parse } from '../../../http/body';
import type { AppEnv } from '../../../http/env';
import { allow } from '../../../http/guard';
import { planDateSchema, planningWindowSchema } from './contract';
import { bookingPlanning, extraPlanning, sitePlan } from './service';

export function planningRoutes() {
  return new Hono<AppEnv>()
    .get('/booking/planning', allow.to('booking_planning', 'read'), (c) => {
      const { db, clock } = c.get('deps');
      return c.json(bookingPlanning(db, clock.today(), parse(planningWindowSchema, c.req.query())));
    })
    .get('/booking/extra-planning', allow.to('booking_extra_planning', 'read'), (c) => {
      const { db, clock } = c.get('deps');
      return c.json(extraPlanning(db, clock.today(), parse(planningWindowSchema, c.req.query())));
    })
    .get('/booking/plan', allow.to('camping_plan', 'read'), (c) => {
      const { db, clock } = c.get('deps');
      const today = clock.today();
      return c.json(sitePlan(db, today, parse(planDateSchema, c.req.query()).date ?? today));
    });
}
