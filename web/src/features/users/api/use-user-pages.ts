// MakeAdmin through GET /api/users/search: users by email, 25 a page, those whose email starts with `q`.
import type { User, UserPage } from '@toolshop/domain';
import { useApiPages } from '../../../lib/use-api-pages';

const toPage = ({ users, nextCursor }: UserPage) => ({ items: users, nextCursor });

export function useUserPages(q: string) {
  return useApiPages<User, UserPage>(q ? `/users/search?${new URLSearchParams({ q })}` : '/users/search', toPage);
}
