// /blog: the published posts, newest first, 12 at a time, filtered by ?tag=. With no post at all it says what
// SPEC's page says. The list is read in the browser; until it arrives the page keeps the room it will take.
import { Box, Button, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useBlogPosts } from '../api/use-blog-posts';
import { BLOG_PATH } from '../blog-paths';
import { BlogComingSoon } from './blog-coming-soon';
import { PostCard } from './post-card';

export default function BlogPage() {
  const [searchParams] = useSearchParams();
  const tag = searchParams.get('tag') || undefined;
  const { status, items, hasMore, loadingMore, loadMore } = useBlogPosts(tag);

  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Blog
      </Typography>
      {tag && (
        <Stack direction="row" spacing={2} sx={{ mb: 3, alignItems: 'baseline' }}>
          <Typography>Posts tagged “{tag}”</Typography>
          <Link component={RouterLink} to={BLOG_PATH}>
            All posts
          </Link>
        </Stack>
      )}
      {status === 'loading' && <Box sx={{ minHeight: 240 }} aria-busy="true" />}
      {status !== 'loading' &&
        items.length === 0 &&
        (tag ? <Typography>No posts with this tag yet.</Typography> : <BlogComingSoon />)}
      {items.length > 0 && (
        <Grid container spacing={3} component="section" aria-label="Posts">
          {items.map((post, index) => (
            <Grid key={post.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <PostCard post={post} priority={index === 0} />
            </Grid>
          ))}
        </Grid>
      )}
      {hasMore && (
        <Box sx={{ mt: 4, textAlign: 'center' }}>
          <Button variant="outlined" onClick={() => void loadMore()} disabled={loadingMore}>
            Older posts
          </Button>
        </Box>
      )}
    </Container>
  );
}
