// A simple page as visitors see it: its title and its body as the server stored it (sanitised on every save against
// the posts' allowlist, decision 24), with its head while it is shown.
import { useMemo } from 'react';
import { Container, Typography } from '@mui/material';
import type { SimplePage } from '@toolshop/domain';
import { useDocumentHead } from '../../../lib/use-document-head';
import { useSiteOrigin } from '../../../lib/site-origin';
import { PostBody } from '../../posts';
import { simplePageHead } from '../simple-page-head';

export function SimplePageView({ page, path }: { page: SimplePage; path: string }) {
  const origin = useSiteOrigin();
  const head = useMemo(() => simplePageHead(page, path, origin), [page, path, origin]);
  useDocumentHead(head);
  return (
    <Container maxWidth="md" sx={{ py: 6 }} component="article">
      <Typography variant="h3" component="h1" gutterBottom>
        {page.title}
      </Typography>
      <PostBody html={page.bodyHtml} />
    </Container>
  );
}
