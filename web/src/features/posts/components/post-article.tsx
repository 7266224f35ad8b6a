// A post as the blog shows it at /blog/{slug}: title, date, author, tags, cover, body and the neighbours' links, with
// its head (description, canonical address, Open Graph) and BlogPosting JSON-LD. The admin's preview shows the
// same article, so a draft looks exactly as it will once published.
import { useMemo } from 'react';
import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Post } from '@toolshop/domain';
import { useDocumentHead } from '../../../lib/use-document-head';
import { useSiteOrigin } from '../../../lib/site-origin';
import { ProductPicture } from '../../../components/media/product-picture';
import { BLOG_PATH, blogPostPath } from '../blog-paths';
import { blogPostHead, blogPostingJsonLd, jsonForScript } from '../seo/post-head';
import { PostBody } from './post-body';
import { PostDate } from './post-date';
import { PostTags } from './post-tags';

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

export function PostArticle({ post }: { post: Post }) {
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
