// GET /api/companies/mine and a company member's calls: apply (POST /api/companies), add a member, change a role,
// remove a member. A customer with no company is a 404, read here as "none yet" rather than as a failure.
import { useCallback, useEffect, useState } from 'react';
import type { CompanyApplicationInput, CompanyMemberAddInput, CompanyRole, MyCompany } from '@toolshop/domain';
import { ApiError, apiRequest } from '../../../lib/api-client';

type Read =
  | { status: 'loading'; data: undefined }
  | { status: 'error'; data: undefined }
  | { status: 'none'; data: undefined }
  | { status: 'success'; data: MyCompany };

/** The caller's company; `reload` reads it again after a change (the last answer stays shown meanwhile). */
export function useMyCompany(): Read & { reload: () => void } {
  const [version, setVersion] = useState(0);
  const [read, setRead] = useState<Read>({ status: 'loading', data: undefined });
  useEffect(() => {
    let live = true;
    apiRequest<MyCompany>('GET', '/companies/mine').then(
      (data) => live && setRead({ status: 'success', data }),
      (error: unknown) =>
        live &&
        setRead({ status: error instanceof ApiError && error.status === 404 ? 'none' : 'error', data: undefined }),
    );
    return () => {
      live = false;
    };
  }, [version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...read, reload };
}

export const applyForCompany = (application: CompanyApplicationInput) =>
  apiRequest<{ id: string; status: 'pending' }>('POST', '/companies', application);

const membersPath = (companyId: string) => `/companies/${encodeURIComponent(companyId)}/members`;

export const addMember = ({ companyId, member }: { companyId: string; member: CompanyMemberAddInput }) =>
  apiRequest<{ joined: boolean; email: string }>('POST', membersPath(companyId), member);

export const changeMemberRole = ({ companyId, uid, role }: { companyId: string; uid: string; role: CompanyRole }) =>
  apiRequest<unknown>('PATCH', `${membersPath(companyId)}/${encodeURIComponent(uid)}`, { role });

export const removeMember = ({ companyId, uid }: { companyId: string; uid: string }) =>
  apiRequest<unknown>('DELETE', `${membersPath(companyId)}/${encodeURIComponent(uid)}`);
