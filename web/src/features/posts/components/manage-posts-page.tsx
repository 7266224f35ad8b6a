// /dashboard/posts (admin): every post with its status as it is now, found by a word of its title and filtered
// by status; a new post, and each post's editor.
import { useState } from 'react';
import { Button, Chip, Stack, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { POST_STATUSES, type AdminPost, type PostStatus } from '@toolshop/domain';
import { actionsColumn, type TableColumn } from '../../../components/data/list-table';
import { ListPage } from '../../../components/data/list-page';
import { StatusFilter, statusOptions } from '../../../components/data/status-filter';
import { useAdminPosts } from '../api/admin-posts';
import { blogPostPath } from '../blog-paths';
import { adminPostPath, NEW_POST_PATH } from '../admin-post-paths';

// Filled chips whose label meets AA contrast (MUI's info blue on white text does not).
const statusColor = { draft: 'default', scheduled: 'primary', published: 'success' } as const;
const statusLabel = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;
const statusChoices = statusOptions(POST_STATUSES, (status) => statusLabel[status], 'Any status');
const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const columns: TableColumn<AdminPost>[] = [
  { label: 'Title', cell: (post) => post.title },
  { label: 'Status', cell: (post) => <Chip size="small" label={post.status} color={statusColor[post.status]} /> },
  {
    label: 'Publish time',
    hideOnPhone: true,
    cell: (post) => (post.publishAt ? timeFormat.format(new Date(post.publishAt)) : ''),
  },
  actionsColumn('Actions', (post) => (
    <>
      <Button size="small" variant="outlined" component={RouterLink} to={adminPostPath(post.slug)}>
        Edit
      </Button>
      {post.status === 'published' && (
        <Button size="small" component={RouterLink} to={blogPostPath(post.slug)}>
          View
        </Button>
      )}
    </>
  )),
];

export default function ManagePostsPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<PostStatus | ''>('');
  const read = useAdminPosts({ q: q.trim(), status });

  return (
    <ListPage
      title="Posts"
      action={
        <Button variant="contained" component={RouterLink} to={NEW_POST_PATH}>
          New post
        </Button>
      }
      columns={columns}
      rowKey={(post) => post.id}
      loadError="The posts could not be loaded. Please try again."
      empty="No posts found."
      read={read}
      controls={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField label="Search titles" value={q} onChange={(event) => setQ(event.target.value)} size="small" />
          <StatusFilter value={status} options={statusChoices} onChange={setStatus} size="small" inRow />
        </Stack>
      }
    />
  );
}
