// Hero banner: plain text on a CSS gradient (no image to download), so the first paint is the greeting itself.
// Its words are the merchant's (Dashboard -> Home page); while they load, the banner keeps its height.
import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { HomeHero } from '@toolshop/domain';

export function Hero({ hero }: { hero: HomeHero | undefined }) {
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
          {hero?.greeting ?? '\u00a0'}
        </Typography>
        <Typography
          id="hero-title"
          variant="h2"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '2.2rem', md: '3.5rem' }, mb: 4 }}
        >
          {hero?.heading ?? '\u00a0'}
        </Typography>
        <Button
          component={RouterLink}
          to={hero?.buttonHref ?? ''}
          variant="contained"
          color="secondary"
          size="large"
          sx={{ color: 'grey.900', fontWeight: 700, visibility: hero ? undefined : 'hidden' }}
        >
          {hero?.buttonLabel ?? '\u00a0'}
        </Button>
      </Container>
    </Box>
  );
}
