// The back office's content screens (Posts: the list, a new post, a post's editor and preview; the Home page's words; Pages) in one
// lazy chunk behind one route import, as admin-tax-screens.tsx does: the home page's route table carries one import
// for the four. The post editor's rich-text library is a chunk of its own, loaded by the editor only.
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageBodyEditorProps } from '../features/content/components/manage-pages-page';
import ManagePostsPage from '../features/posts/components/manage-posts-page';
import PostEditorPage from '../features/posts/components/post-editor-page';
import PostPreviewPage from '../features/posts/components/post-preview-page';
import HomeContentPage from '../features/content/components/home-content-page';
import ManagePagesPage from '../features/content/components/manage-pages-page';

// The posts' rich-text editor (a chunk of its own, loaded when a page is opened), given to the pages' screen.
const RichTextEditor = lazy(() => import('../features/posts/components/rich-text-editor'));
function PageBodyEditor(props: PageBodyEditorProps) {
  return (
    <Suspense fallback={null}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

export default function ContentAdminScreens() {
  const path = useLocation().pathname;
  if (/^\/dashboard\/homePage\/?$/.test(path)) return <HomeContentPage />;
  if (/^\/dashboard\/pages\/?$/.test(path)) return <ManagePagesPage BodyEditor={PageBodyEditor} />;
  if (/^\/dashboard\/posts\/?$/.test(path)) return <ManagePostsPage />;
  if (/^\/dashboard\/posts\/preview\//.test(path)) return <PostPreviewPage />;
  return <PostEditorPage />;
}
