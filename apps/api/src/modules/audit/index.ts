// The audit module's public face: the writer every module calls inside its transaction, the
// console's list, and a removed review's tombstone.
export { throwReviewGone, tombstoneOf, ReviewGoneError, writeAudit } from './audit.service.ts';
export { isRemoval, latestReviewRemoval, listAudit, type AuditInput } from './audit.repository.ts';
