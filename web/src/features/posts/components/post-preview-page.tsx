// /dashboard/posts/preview/{slug} (admin): a post in any status exactly as the blog will show it (the same article),
// read as the server keeps it (GET /api/posts/{slug}?preview=1, its body sanitised), under a line saying what
// visitors see of it today.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Container, Stack } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Post } from '@toolshop/domain';
import { previewPost } from '../api/admin-posts';
import { adminPostPath } from '../admin-post-paths';
import { PostArticle } from './post-article';

const visibility = {
  draft: 'Preview of a draft: visitors do not see this post.',
  scheduled: 'Preview of a scheduled post: visitors see it from its publish time.',
  published: 'Preview: this post is published.',
} as const;

export default function PostPreviewPage() {
  const { slug = '' } = useParams();
  const [read, setRead] = useState<{ slug: string; post: Post | null; failed: boolean }>();
  useEffect(() => {
    let live = true;
    previewPost(slug).then(
      (post) => live && setRead({ slug, post, failed: false }),
      () => live && setRead({ slug, post: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [slug]);
  const current = read?.slug === slug ? read : undefined;

  return (
    <Box>
      <Container maxWidth="md">
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {current?.post && <Alert severity="info">{visibility[current.post.status]}</Alert>}
          <Button component={RouterLink} to={adminPostPath(slug)}>
            Back to the editor
          </Button>
        </Stack>
        {current?.failed && <Alert severity="error">The post could not be loaded. Please try again.</Alert>}
      </Container>
      {current?.post ? (
        <PostArticle post={current.post} />
      ) : (
        !current && <Box aria-busy="true" sx={{ minHeight: 480 }} />
      )}
    </Box>
  );
}
