// The plannings' calls: the booking planning, the extras planning and the site map, and the one
// write of the map: placing a place on it. Moving a stay is the booking core's `booking/occupancy/:id/move`.
import { Hono } from 'hono';
import { idParam, parse, readJson } from '../../../http/body';
import type { AppEnv } from '../../../http/env';
import { allow } from '../../../http/guard';
import { keptAnswer } from './answer-cache';
import { planDateSchema, planningWindowSchema, planPositionSchema } from './contract';
import { bookingPlanning, extraPlanning, movePlaceOnPlan, sitePlan } from './service';

export function planningRoutes() {
  return new Hono<AppEnv>()
    .get('/booking/planning', allow.to('booking_planning', 'read'), (c) => {
      const { db, clock } = c.get('deps');
      const today = clock.today();
      const query = parse(planningWindowSchema, c.req.query());
      const bytes = keptAnswer(db, `${today}|${query.start}|${query.days}`, () => bookingPlanning(db, today, query));
      return c.body(bytes, 200, { 'Content-Type': 'application/json' });
    })
    .get('/booking/extra-planning', allow.to('booking_extra_planning', 'read'), (c) => {
      const { db, clock } = c.get('deps');
      return c.json(extraPlanning(db, clock.today(), parse(planningWindowSchema, c.req.query())));
    })
    .get('/booking/plan', allow.to('camping_plan', 'read'), (c) => {
      const { db, clock } = c.get('deps');
      const today = clock.today();
      return c.json(sitePlan(db, today, parse(planDateSchema, c.req.query()).date ?? today));
    })
    .post('/booking/plan/position/:placeId', allow.to('camping_plan', 'write'), async (c) => {
      const { db, clock } = c.get('deps');
      const position = await readJson(c, planPositionSchema);
      movePlaceOnPlan(db, clock.now().toISOString(), idParam(c, 'placeId'), position);
      return c.json({ status: 'SAVED' });
    });
}
