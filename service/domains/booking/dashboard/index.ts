// What the app may use of the dashboard of the day: its route, and the read the bench calls.
export type * from './contract';
export { dashboardRoutes } from './routes';
export { dashboardSql } from './store';
