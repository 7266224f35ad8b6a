// The admins' calls on companies: GET /api/companies?status=&q= a page at a time, PATCH /api/companies/{id}.
import type { Company, CompanyStatus, CompanyUpdateInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useApiPages } from '../../../lib/use-api-pages';

export function useCompanyPages(status: CompanyStatus | '') {
  return useApiPages<Company>(status ? `/companies?status=${status}` : '/companies');
}

export const updateCompany = ({ id, change }: { id: string; change: CompanyUpdateInput }) =>
  apiRequest<Company>('PATCH', `/companies/${encodeURIComponent(id)}`, change);
