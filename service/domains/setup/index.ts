// What the app may use of the setup checklist: its route.
export type * from './contract';
export { setupRoutes } from './routes';
