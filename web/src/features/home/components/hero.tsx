// Hero banner: plain text on a CSS gradient (no image to download), so the first paint is the greeting itself.
import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        color: 'common.white',
        background: 'linear-gradient(135deg, #0b3a82 0%, #0d47a1 55%, #1a237e 100%)',
        py: { xs: 8, md: 12 },
        px: 2,
        textAlign: 'center',
      }}
    >
      <Container maxWidth="md">
        <Typography variant="h6" component="p" sx={{ fontStyle: 'italic', mb: 1 }}>
          Welcome To Our Electric Tools!
        </Typography>
        <Typography
          id="hero-title"
          variant="h2"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '2.2rem', md: '3.5rem' }, mb: 4 }}
        >
          IT&apos;S NICE TO MEET YOU
        </Typography>
        <Button
          variant="contained"
          color="secondary"
          size="large"
          component={RouterLink}
          to="/portfolio"
          sx={{ color: 'grey.900', fontWeight: 700 }}
        >
          About me more
        </Button>
      </Container>
    </Box>
  );
}
