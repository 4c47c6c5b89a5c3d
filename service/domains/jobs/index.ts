// What the runner, the scheduler, the screens' routes and the CLI may use of the job run records.
export * from './contract';
export { closeInterruptedRuns, discardRun, endRun, journalRefusal, openRun } from './runs';
export { lastRuns } from './store';
