// The back office's post calls: GET /api/admin/posts, the post as it will look (GET /api/posts/{slug}?preview=1),
// POST /api/posts, PATCH and DELETE /api/posts/{id}.
import type { AdminPost, Page, Post, PostCreateInput, PostPatchInput, PostStatus } from '@toolshop/domain';
import { useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import type { ListRead } from '../../../components/data/list-page';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useSignedInRead } from '../../../lib/use-signed-in-read';

/**
 * The first page of the posts a filter finds, as a list page reads it. The filter changes as the admin types: the
 * posts found last stay in the list until the new answer arrives, rather than a loader at every key.
 */
export function useAdminPosts(filter: { status: PostStatus | ''; q: string }): ListRead<AdminPost> {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.q) query.set('q', filter.q);
  const text = query.toString();
  const { status, data } = useSignedInRead<Page<AdminPost>>(text ? `/admin/posts?${text}` : '/admin/posts');
  const [last, setLast] = useState<AdminPost[]>();
  if (data && data.items !== last) setLast(data.items);
  if (status === 'loading' && last) return { status: 'success', items: last };
  return { status, items: data?.items ?? [] };
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
