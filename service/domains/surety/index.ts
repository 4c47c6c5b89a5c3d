// What the rest of the box uses of the surety reminders: the screen's and the public page's routes,
// the reminder jobs.
export { balanceRemindersJob, optionRelaunchJob, preStayJob } from './dated-reminder-jobs';
export { suretyPublicRoutes } from './public-routes';
export { suretyRoutes } from './routes';
export { suretyNoticesJob } from './surety-job';
