// What the CLI and the registry use of the system tools: verification and purge.
export { FILE_COLUMNS, missingFiles, orphanFiles } from './file-columns';
export { applyPurge, planPurge } from './purge';
export { upkeepRoutes } from './routes';
export { lastSystemCheck, runSystemCheck } from './system-check';
