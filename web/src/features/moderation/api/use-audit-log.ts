// GET /api/audit (admin): the audit log newest first, filtered, a page at a time.
import type { AuditQuery, AuditRecord } from '@toolshop/domain';
import { useApiPages } from '../../../lib/use-api-pages';

export type AuditFilters = Omit<AuditQuery, 'cursor'>;

export function auditPath(filters: AuditFilters): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `/audit?${text}` : '/audit';
}

export function useAuditLog(filters: AuditFilters) {
  return useApiPages<AuditRecord>(auditPath(filters));
}
