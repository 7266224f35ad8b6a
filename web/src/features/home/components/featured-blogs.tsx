import { Typography } from '@mui/material';
import { Section } from './section';

export function FeaturedBlogs() {
  return (
    <Section id="featured-blogs" title="Featured Blogs" tinted>
      <Typography align="center" color="text.secondary">
        upcoming Some Blog post
      </Typography>
    </Section>
  );
}
