// A post's tags, each a link to the blog filtered by it.
import { Chip, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { blogTagPath } from '../blog-paths';

export function PostTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      component="ul"
      aria-label="Tags"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <Chip label={tag} size="small" component={RouterLink} to={blogTagPath(tag)} clickable />
        </li>
      ))}
    </Stack>
  );
}
