// The back office's post calls: GET /api/admin/posts, the post as it will look (GET /api/posts/{slug}?preview=1),
// POST /api/posts, PATCH and DELETE /api/posts/{id}.
import type { AdminPost, Page, Post, PostCreateInput, PostPatchInput, PostStatus } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

export function listAdminPosts(filter: { status?: PostStatus | ''; q?: string; cursor?: string }) {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.q) query.set('q', filter.q);
  if (filter.cursor) query.set('cursor', filter.cursor);
  const text = query.toString();
  return apiRequest<Page<AdminPost>>('GET', text ? `/admin/posts?${text}` : '/admin/posts');
}

export const previewPost = (slug: string) => apiRequest<Post>('GET', `/posts/${encodeURIComponent(slug)}?preview=1`);

const createPost = (input: Partial<PostCreateInput> & { title: string }) =>
  apiRequest<{ id: string; slug: string }>('POST', '/posts', input);

const patchPost = ({ id, changes }: { id: string; changes: PostPatchInput }) =>
  apiRequest<{ id: string; slug: string; status: PostStatus }>('PATCH', `/posts/${encodeURIComponent(id)}`, changes);

const deletePost = (id: string) => apiRequest<unknown>('DELETE', `/posts/${encodeURIComponent(id)}`);

const savedMessage = (status: PostStatus | undefined) =>
  status === 'published' ? 'Post published' : status === 'scheduled' ? 'Post scheduled' : 'Post saved';

export function useCreatePost() {
  return useApiMutation(createPost, { success: (_answer, input) => savedMessage(input.status) });
}

export function usePatchPost() {
  return useApiMutation(patchPost, { success: (_answer, { changes }) => savedMessage(changes.status) });
}

export function useDeletePost() {
  return useApiMutation(deletePost, { success: 'Post deleted' });
}
