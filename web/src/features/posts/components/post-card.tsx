// One post in the blog's list: cover, title (the link to the post), date, excerpt and tags.
import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { PostSummary } from '@toolshop/domain';
import { ProductPicture } from '../../../components/media/product-picture';
import { blogPostPath } from '../blog-paths';
import { PostDate } from './post-date';
import { PostTags } from './post-tags';

export function PostCard({ post, priority }: { post: PostSummary; priority: boolean }) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      {post.coverImage && (
        <ProductPicture src={post.coverImage} alt="" sizes="(min-width: 900px) 400px, 100vw" priority={priority} />
      )}
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            <Link component={RouterLink} to={blogPostPath(post.slug)} underline="hover" color="inherit">
              {post.title}
            </Link>
          </Typography>
          <PostDate at={post.publishedAt} />
          {post.excerpt && <Typography color="text.secondary">{post.excerpt}</Typography>}
          <PostTags tags={post.tags} />
        </Stack>
      </CardContent>
    </Card>
  );
}
