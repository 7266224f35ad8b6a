// A post's body as the server stored it: sanitised on every save against the allowlist (decision 24), so the
// page shows it as it is.
import { Box } from '@mui/material';

export function PostBody({ html }: { html: string }) {
  return (
    <Box
      className="post-body"
      sx={{
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { borderCollapse: 'collapse' },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1 },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
