// The back office's content screens (Posts: the list, a new post, a post's editor; the Home page's words) in one
// lazy chunk behind one route import, as admin-tax-screens.tsx does: the home page's route table carries one import
// for the four. The post editor's rich-text library is a chunk of its own, loaded by the editor only.
import { useLocation } from 'react-router-dom';
import ManagePostsPage from '../features/blog/components/manage-posts-page';
import PostEditorPage from '../features/blog/components/post-editor-page';
import HomeContentPage from '../features/content/components/home-content-page';

export default function ContentAdminScreens() {
  const path = useLocation().pathname;
  if (/^\/dashboard\/homePage\/?$/.test(path)) return <HomeContentPage />;
  if (/^\/dashboard\/posts\/?$/.test(path)) return <ManagePostsPage />;
  return <PostEditorPage />;
}
