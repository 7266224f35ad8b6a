// The back office's Posts screens (the list, a new post, a post's editor) in one lazy chunk behind one route
// import, as admin-tax-screens.tsx does: the home page's route table carries one import for the three. The editor's
// rich-text library is a chunk of its own, loaded by the editor only.
import { useLocation } from 'react-router-dom';
import ManagePostsPage from '../features/blog/components/manage-posts-page';
import PostEditorPage from '../features/blog/components/post-editor-page';

export default function PostAdminScreens() {
  const path = useLocation().pathname;
  if (/^\/dashboard\/posts\/?$/.test(path)) return <ManagePostsPage />;
  return <PostEditorPage />;
}
