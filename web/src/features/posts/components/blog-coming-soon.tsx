// SPEC §2's blog page text: what /blog says while the shop has no published post.
import { Paper, Typography } from '@mui/material';

export function BlogComingSoon() {
  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        Posts are on their way
      </Typography>
      <Typography color="text.secondary">
        Workshop tips, product news and maintenance guides for our drills, grinders, saws and batteries will be
        published here soon.
      </Typography>
    </Paper>
  );
}
