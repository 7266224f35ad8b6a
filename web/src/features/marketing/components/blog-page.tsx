// Blog (SPEC §2: content not shown): the page exists and says so.
import { Container, Paper, Typography } from '@mui/material';

export default function BlogPage() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Blog
      </Typography>
      <Paper variant="outlined" sx={{ p: 4 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Posts are on their way
        </Typography>
        <Typography color="text.secondary">
          Workshop tips, product news and maintenance guides for our drills, grinders, saws and batteries will be
          published here soon.
        </Typography>
      </Paper>
    </Container>
  );
}
