// What other domains, the jobs, the upkeep purge and the CLI may use of the mail module.
export type { MailAttachment, MailEntityType, MailKind, OutgoingMail } from './contract';
export { deliverDue } from './delivery';
export { type EntityMailRow, mailsOfEntity } from './entity-history';
export { latestMailsOfCustomer } from './history';
export { enqueueMail } from './outbox';
export { mailOutboxJob } from './outbox-job';
export { applyMailPurge, type MailPurgeCount, type MailPurgeMode, planMailPurge } from './purge';
export { mailRoutes } from './routes';
