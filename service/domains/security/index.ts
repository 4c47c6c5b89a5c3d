// What the CLI, jobs and other domains may use of security.
export { createAccount, ensureFirstUser, listAccounts, type NewAccount, resetPassword } from './accounts';
export type { SessionUser } from './contract';
export type { FunctionalityCode } from './functionalities';
export { readableFunctionalities } from './readable';
export { users } from './schema';
export { removeIdleSessionsInSteps } from './session-cleanup';
export { ensureSetting, getSetting, putSetting } from './store';
