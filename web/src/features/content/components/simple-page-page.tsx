// /pages/{slug}: a simple page an admin wrote (terms, privacy, warranty, imprint); a slug no page has is a
// not-found page (the server answers it with status 404).
import { useEffect } from 'react';
import { Button, Container } from '@mui/material';
import { PageFrame } from '../../../components/layout/page-frame';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { routeTitle } from '../../../lib/use-document-title';
import { useSimplePage } from '../api/use-simple-page';
import { simplePagePath } from '../../../lib/simple-page-path';
import { SimplePageView } from './simple-page-view';

export default function SimplePagePage() {
  const { slug = '' } = useParams();
  const read = useSimplePage(slug);
  const missing = read.status === 'missing';
  useEffect(() => {
    if (missing) document.title = routeTitle('Page not found');
  }, [missing]);

  if (read.status === 'loading') return <Container maxWidth="md" sx={{ py: 6, minHeight: 480 }} aria-busy="true" />;
  if (read.status === 'success') return <SimplePageView page={read.page} path={simplePagePath(slug)} />;
  return (
    <PageFrame
      title={missing ? 'Page not found' : 'This page could not be loaded'}
      maxWidth="sm"
      sx={{ py: 6, textAlign: 'center' }}
    >
      <Button variant="contained" component={RouterLink} to="/">
        Back to the home page
      </Button>
    </PageFrame>
  );
}
