// /blog/{slug}: one published post, titled with its title, with its description, canonical address, Open Graph
// tags and schema.org BlogPosting (seo/post-head.ts), and links to the posts before and after it; a post visitors
// may not see (unknown, a draft, scheduled) is a not-found page. All of it is in the server's render.
import { useEffect, useMemo } from 'react';
import { Box, Button, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Post } from '@toolshop/domain';
import { routeTitle } from '../../../lib/use-document-title';
import { useDocumentHead } from '../../../lib/use-document-head';
import { useSiteOrigin } from '../../../lib/site-origin';
import { ProductPicture } from '../../../components/media/product-picture';
import { useBlogPost } from '../api/use-blog-post';
import { BLOG_PATH, blogPostPath } from '../blog-paths';
import { blogPostHead, blogPostingJsonLd, jsonForScript } from '../seo/post-head';
import { PostBody } from './post-body';
import { PostDate } from './post-date';
import { PostTags } from './post-tags';

function useMissingTitle(missing: boolean) {
  useEffect(() => {
    if (missing) document.title = routeTitle('Post not found');
  }, [missing]);
}

/** The older and the newer post's links, as the pages of a book: previous on the left, next on the right. */
function PostNeighbours({ post }: { post: Post }) {
  if (!post.previous && !post.next) return null;
  return (
    <Stack
      component="nav"
      aria-label="More posts"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: 'divider', justifyContent: 'space-between' }}
    >
      <Box>
        {post.previous && (
          <Link component={RouterLink} to={blogPostPath(post.previous.slug)} rel="prev">
            ← Previous: {post.previous.title}
          </Link>
        )}
      </Box>
      <Box sx={{ textAlign: { sm: 'right' } }}>
        {post.next && (
          <Link component={RouterLink} to={blogPostPath(post.next.slug)} rel="next">
            Next: {post.next.title} →
          </Link>
        )}
      </Box>
    </Stack>
  );
}

function PostArticle({ post }: { post: Post }) {
  const origin = useSiteOrigin();
  const head = useMemo(() => blogPostHead(post, origin), [post, origin]);
  useDocumentHead(head);
  return (
    <Container maxWidth="md" sx={{ py: 6 }} component="article">
      <script
        type="application/ld+json"
        // JSON with `<` escaped: no post text can end the element.
        dangerouslySetInnerHTML={{ __html: jsonForScript(blogPostingJsonLd(post, origin)) }}
      />
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
      <PostNeighbours post={post} />
    </Container>
  );
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const read = useBlogPost(slug);
  useMissingTitle(read.status === 'missing');

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
  return <PostArticle post={read.post} />;
}
