// The home page's words and latest posts from the REST API. A server-rendered home page carries both answers
// under these names (lib/page-data.tsx), so its code holds none of the words: SPEC's copy is the server's default.
import type { HomeContent, Page, PostSummary } from '@toolshop/domain';
import { useApiRead } from '../../../lib/use-api-read';

export const HOME_CONTENT_READ = '/content/home';
/** GET /api/posts's first page, as the blog's own first read asks for it. */
export const LATEST_POSTS_READ = '/posts';
const FEATURED_POSTS = 3;

/** The hero, the Business Summary and the FAQ; undefined while they load (a home page rendered in the browser). */
export const useHomeContent = () => useApiRead<HomeContent>(HOME_CONTENT_READ).data;

export function useFeaturedPosts() {
  const { status, data } = useApiRead<Page<PostSummary>>(LATEST_POSTS_READ);
  return { loading: status === 'loading', posts: data?.items.slice(0, FEATURED_POSTS) ?? [] };
}
