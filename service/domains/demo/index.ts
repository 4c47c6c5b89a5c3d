// What the CLI and the registry use of the demo site.

export type { InitDemoResult } from './contract';
export { demoRoutes } from './routes';
export { initDemo } from './service';
