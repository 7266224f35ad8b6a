// GET/PUT /api/settings/business (admin): the seller's name, address, tax id and email, as the invoices print them.
import type { BusinessDetails } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';

export function fetchBusinessDetails(): Promise<Partial<BusinessDetails>> {
  return apiRequest<Partial<BusinessDetails>>('GET', '/settings/business');
}

export function saveBusinessDetails(details: BusinessDetails): Promise<unknown> {
  return apiRequest('PUT', '/settings/business', details);
}
