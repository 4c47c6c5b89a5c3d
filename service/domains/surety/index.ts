// What the rest of the box uses of the surety reminders: the screen's and the public page's routes,
// the reminder jobs, the seed of the online guarantee method.
export { balanceRemindersJob, optionRelaunchJob, preStayJob } from './dated-reminder-jobs';
export { seedSuretyOnlineMethod } from './online-method';
export { suretyPublicRoutes } from './public-routes';
export { suretyRoutes } from './routes';
export { suretyNoticesJob } from './surety-job';
