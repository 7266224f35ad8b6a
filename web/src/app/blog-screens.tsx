// The merchant's public content in one lazy chunk behind one route import, as cart-screens.tsx does: /blog,
// /blog/{slug}, /pages/{slug} and /portfolio (SPEC's, or the page an admin saved). The home page's route table
// carries one import for the four, and their shared code is one chunk, not several small ones.
import { useLocation, useParams } from 'react-router-dom';
import BlogPage from '../features/posts/components/blog-page';
import BlogPostPage from '../features/posts/components/blog-post-page';
import SimplePagePage from '../features/content/components/simple-page-page';
import PortfolioPage from '../features/marketing/components/portfolio-page';

export default function BlogScreens() {
  const slug = useParams().slug;
  const path = useLocation().pathname;
  if (path.startsWith('/pages/')) return <SimplePagePage />;
  if (path.startsWith('/portfolio')) return <PortfolioPage />;
  return slug === undefined ? <BlogPage /> : <BlogPostPage />;
}
