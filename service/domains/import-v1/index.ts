// What the CLI and the routes use of the import from the older version.
export * from './contract';
export { importV1Routes } from './routes';
export { type ImportV1Options, runImportV1, summaryOf } from './run';
