// /blog/{slug}: one published post, titled with its title; a post visitors may not see (unknown, a draft,
// scheduled) is a not-found page.
import { Box, Button, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { routeTitle } from '../../../lib/use-document-title';
import { useEffect } from 'react';
import { ProductPicture } from '../../../components/media/product-picture';
import { useBlogPost } from '../api/use-blog-post';
import { BLOG_PATH } from '../blog-paths';
import { PostBody } from './post-body';
import { PostDate } from './post-date';
import { PostTags } from './post-tags';

function useTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = routeTitle(title);
  }, [title]);
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const read = useBlogPost(slug);
  useTitle(read.status === 'success' ? read.post.title : read.status === 'missing' ? 'Post not found' : undefined);

  if (read.status === 'loading') return <Container maxWidth="md" sx={{ py: 6, minHeight: 480 }} aria-busy="true" />;
  if (read.status !== 'success') {
    return (
      <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {read.status === 'missing' ? 'Post not found' : 'This post could not be loaded'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {read.status === 'missing'
            ? 'The post you are looking for does not exist or is not published.'
            : 'Please try again in a moment.'}
        </Typography>
        <Button variant="contained" component={RouterLink} to={BLOG_PATH}>
          Back to the blog
        </Button>
      </Container>
    );
  }
  const { post } = read;
  return (
    <Container maxWidth="md" sx={{ py: 6 }} component="article">
      <Link component={RouterLink} to={BLOG_PATH}>
        Blog
      </Link>
      <Typography variant="h3" component="h1" sx={{ mt: 1 }} gutterBottom>
        {post.title}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <PostDate at={post.publishedAt} />
        {post.author && (
          <Typography variant="body2" color="text.secondary">
            By {post.author}
          </Typography>
        )}
        <PostTags tags={post.tags} />
      </Stack>
      {post.coverImage && (
        <Box sx={{ mb: 3 }}>
          <ProductPicture src={post.coverImage} alt="" sizes="(min-width: 900px) 860px, 100vw" priority />
        </Box>
      )}
      <PostBody html={post.bodyHtml} />
    </Container>
  );
}
