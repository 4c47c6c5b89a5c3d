// What the registry, a daily job or the CLI may use of the housekeeping tasks.
export { cleaningTasksJob } from './cleaning-job';
export { cleaningRoutes } from './routes';
export { createCleaningService, generateCleaningTasks } from './service';
export { hasCleaningTasks } from './store';
