// Featured Blogs: the three latest published posts as cards; SPEC's placeholder while the shop has none.
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { PostSummary } from '@toolshop/domain';
import { ProductPicture } from '../../../components/media/product-picture';
import { blogPostPath } from '../../posts';
import { Section } from './section';

export function FeaturedBlogs({ posts, loading }: { posts: PostSummary[]; loading: boolean }) {
  return (
    <Section id="featured-blogs" title="Featured Blogs" tinted>
      {posts.length ? (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { md: '1fr 1fr 1fr' } }}
        >
          {posts.map((post) => (
            <Card component="li" key={post.id} variant="outlined">
              {post.coverImage && (
                <ProductPicture src={post.coverImage} alt="" sizes="(min-width: 900px) 400px, 100vw" />
              )}
              <CardContent>
                <Typography variant="h6" component="h3" gutterBottom>
                  <Link component={RouterLink} to={blogPostPath(post.slug)} underline="hover" color="inherit">
                    {post.title}
                  </Link>
                </Typography>
                <Typography color="text.secondary">{post.excerpt}</Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      ) : (
        !loading && (
          <Typography align="center" color="text.secondary">
            upcoming Some Blog post
          </Typography>
        )
      )}
    </Section>
  );
}
