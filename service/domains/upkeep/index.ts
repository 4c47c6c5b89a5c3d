// What the CLI and the registry use of the system tools: verification and purge.
export { FILE_COLUMNS, missingFiles, orphanFiles } from './file-columns';
export { applyPurge, type BackupRetention, planPurge, setBackupRetention } from './purge';
export { upkeepRoutes } from './routes';
export { lastSystemCheck, runSystemCheck } from './system-check';
