// What the app may use of the plannings: their routes, and the reads the CLI or the bench call.
export type * from './contract';
export { planningRoutes } from './routes';
export { bookingPlanning, extraPlanning, sitePlan } from './service';
