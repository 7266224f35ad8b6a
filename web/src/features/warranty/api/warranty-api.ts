// The registered tools' and warranty claims' calls: a customer registers a tool, lists theirs and claims the
// warranty; an admin lists registrations and claims, confirms, transfers and decides.
import type { Claim, ClaimDecideInput, ClaimRequestInput, Registration, RegistrationRequest } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useApiPages } from '../../../lib/use-api-pages';
import { useSignedInRead } from '../../../lib/use-signed-in-read';

export const registerTool = (input: RegistrationRequest) => apiRequest<Registration>('POST', '/registrations', input);

/** The signed-in customer's tools; an admin's: every registration, or the pending ones. */
export function useRegistrations(status: 'pending' | '' = '') {
  const {
    status: readStatus,
    data,
    reload,
  } = useSignedInRead<Registration[]>(status ? `/registrations?status=${status}` : '/registrations');
  return { status: readStatus, registrations: data ?? [], reload };
}

const registrationPath = (id: string, move: string) => `/registrations/${encodeURIComponent(id)}/${move}`;
export const confirmRegistration = (id: string) =>
  apiRequest<Registration>('POST', registrationPath(id, 'confirm'), {});
export const transferRegistration = ({ id, email }: { id: string; email: string }) =>
  apiRequest<Registration>('POST', registrationPath(id, 'transfer'), { email });

export const submitClaim = (input: ClaimRequestInput) => apiRequest<Claim>('POST', '/claims', input);

/** A page of the customer's claims (an admin's: of every claim), newest first. */
export const useClaims = () => useApiPages<Claim>('/claims');

export const decideClaim = ({ id, body }: { id: string; body: ClaimDecideInput }) =>
  apiRequest<Claim>('POST', `/claims/${encodeURIComponent(id)}/decide`, body);
