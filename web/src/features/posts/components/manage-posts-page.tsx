// /dashboard/posts (admin): every post with its status as it is now, found by a word of its title and filtered
// by status; a new post, and each post's editor.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { POST_STATUSES, type AdminPost, type PostStatus } from '@toolshop/domain';
import { ListTable, RowActions, hideOnPhone, type TableColumn } from '../../../components/data/list-table';
import { StatusFilter, statusOptions } from '../../../components/data/status-filter';
import { listAdminPosts } from '../api/admin-posts';
import { blogPostPath } from '../blog-paths';
import { adminPostPath, NEW_POST_PATH } from '../admin-post-paths';

const columns: TableColumn[] = [
  { label: 'Title' },
  { label: 'Status' },
  { label: 'Publish time', hideOnPhone: true },
  { label: 'Actions' },
];

// Filled chips whose label meets AA contrast (MUI's info blue on white text does not).
const statusColor = { draft: 'default', scheduled: 'primary', published: 'success' } as const;
const statusLabel = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;
const statusChoices = statusOptions(POST_STATUSES, (status) => statusLabel[status], 'Any status');
const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export default function ManagePostsPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<PostStatus | ''>('');
  const [state, setState] = useState<{ status: 'loading' | 'error' | 'success'; posts: AdminPost[] }>({
    status: 'loading',
    posts: [],
  });
  const load = useCallback(() => {
    let live = true;
    listAdminPosts({ q: q.trim(), status }).then(
      (page) => live && setState({ status: 'success', posts: page.items }),
      () => live && setState((previous) => ({ status: 'error', posts: previous.posts })),
    );
    return () => {
      live = false;
    };
  }, [q, status]);
  useEffect(load, [load]);

  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h4" component="h1">
          Posts
        </Typography>
        <Button variant="contained" component={RouterLink} to={NEW_POST_PATH}>
          New post
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField label="Search titles" value={q} onChange={(event) => setQ(event.target.value)} size="small" />
        <StatusFilter value={status} options={statusChoices} onChange={setStatus} size="small" inRow />
      </Stack>
      {state.status === 'error' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The posts could not be loaded. Please try again.
        </Alert>
      )}
      <Box sx={{ overflowX: 'auto' }} aria-busy={state.status === 'loading'}>
        <ListTable label="Posts" columns={columns}>
          {state.posts.map((post) => (
            <TableRow key={post.id}>
              <TableCell>{post.title}</TableCell>
              <TableCell>
                <Chip size="small" label={post.status} color={statusColor[post.status]} />
              </TableCell>
              <TableCell sx={hideOnPhone}>
                {post.publishAt ? timeFormat.format(new Date(post.publishAt)) : ''}
              </TableCell>
              <TableCell>
                <RowActions>
                  <Button size="small" variant="outlined" component={RouterLink} to={adminPostPath(post.slug)}>
                    Edit
                  </Button>
                  {post.status === 'published' && (
                    <Button size="small" component={RouterLink} to={blogPostPath(post.slug)}>
                      View
                    </Button>
                  )}
                </RowActions>
              </TableCell>
            </TableRow>
          ))}
        </ListTable>
      </Box>
      {state.status === 'success' && state.posts.length === 0 && (
        <Typography sx={{ mt: 2 }}>No posts found.</Typography>
      )}
    </Box>
  );
}
