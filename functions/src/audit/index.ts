// The audit area's front door: what other areas use of it. Everything else in audit/ is its own.
export { appendAudit } from './append-audit';
export { deleteAudited, setAudited, type AuditedWrite } from './audited-write';
