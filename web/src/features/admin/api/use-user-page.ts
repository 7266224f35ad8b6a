// One page of MakeAdmin through GET /api/users/search: users by email, 25 a page, those whose email starts with `q`.
import type { User, UserPage } from '@toolshop/domain';
import { useSignedInRead } from '../../../lib/use-signed-in-read';
import type { ReadStatus } from '../../../lib/use-api-read';

export function useUserPage(
  q: string,
  cursor: string | undefined,
): { status: ReadStatus; users: User[]; nextCursor: string | null; reload: () => void } {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  const { status, data, reload } = useSignedInRead<UserPage>(`/users/search${query ? `?${query}` : ''}`);
  return { status, users: data?.users ?? [], nextCursor: data?.nextCursor ?? null, reload };
}
