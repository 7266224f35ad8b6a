// /blog and /blog/{slug} in one lazy chunk behind one route import, as cart-screens.tsx does: the home page's route
// table carries one import for the two.
import { useParams } from 'react-router-dom';
import BlogPage from '../features/blog/components/blog-page';
import BlogPostPage from '../features/blog/components/blog-post-page';

export default function BlogScreens() {
  return useParams().slug === undefined ? <BlogPage /> : <BlogPostPage />;
}
