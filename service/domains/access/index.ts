// What the app uses of access control: its routes.
export { accessRoutes } from './routes';
