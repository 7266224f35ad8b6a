// /blog/{slug}: one published post, titled with its title, with its description, canonical address, Open Graph
// tags and schema.org BlogPosting (seo/post-head.ts), and links to the posts before and after it; a post visitors
// may not see (unknown, a draft, scheduled) is a not-found page. All of it is in the server's render.
import { useEffect } from 'react';
import { Button, Container, Typography } from '@mui/material';
import { PageFrame } from '../../../components/layout/page-frame';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { routeTitle } from '../../../lib/use-document-title';
import { useBlogPost } from '../api/use-blog-post';
import { BLOG_PATH } from '../blog-paths';
import { PostArticle } from './post-article';

function useMissingTitle(missing: boolean) {
  useEffect(() => {
    if (missing) document.title = routeTitle('Post not found');
  }, [missing]);
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const read = useBlogPost(slug);
  useMissingTitle(read.status === 'missing');

  if (read.status === 'loading') return <Container maxWidth="md" sx={{ py: 6, minHeight: 480 }} aria-busy="true" />;
  if (read.status !== 'success') {
    return (
      <PageFrame
        title={read.status === 'missing' ? 'Post not found' : 'This post could not be loaded'}
        maxWidth="sm"
        sx={{ py: 6, textAlign: 'center' }}
      >
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {read.status === 'missing'
            ? 'The post you are looking for does not exist or is not published.'
            : 'Please try again in a moment.'}
        </Typography>
        <Button variant="contained" component={RouterLink} to={BLOG_PATH}>
          Back to the blog
        </Button>
      </PageFrame>
    );
  }
  return <PostArticle post={read.post} />;
}
