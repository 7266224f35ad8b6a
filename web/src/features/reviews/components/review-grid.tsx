// Our Reviews: 1 column on small screens, 2 on medium, 3 on large (SPEC §2, §9).
import { useEffect } from 'react';
import { Alert, Box, Grid, Skeleton, Typography } from '@mui/material';
import { useToast } from '../../../lib/toast';
import { useReviews } from '../api/use-reviews';
import { ReviewCard } from './review-card';

const columns = { xs: 12, sm: 6, md: 4 } as const;
const LOAD_ERROR = 'The reviews could not be loaded. Please try again later.';

export function ReviewGrid() {
  const { status, reviews } = useReviews();
  const toast = useToast();
  useEffect(() => {
    if (status === 'error') toast.error(LOAD_ERROR);
  }, [status, toast]);

  return (
    <Box
      component="section"
      aria-labelledby="reviews-title"
      aria-busy={status === 'loading'}
      sx={{ py: 6, px: 2, maxWidth: 1200, mx: 'auto' }}
    >
      <Typography id="reviews-title" variant="h4" component="h2" align="center" gutterBottom sx={{ mb: 4 }}>
        Our Reviews
      </Typography>
      {status === 'error' && <Alert severity="error">{LOAD_ERROR}</Alert>}
      {status === 'success' && reviews.length === 0 && (
        <Typography align="center" color="text.secondary">
          No reviews yet.
        </Typography>
      )}
      <Grid container spacing={3} data-testid="review-grid">
        {status === 'loading'
          ? Array.from({ length: 6 }, (_, i) => (
              <Grid key={i} size={columns}>
                <Skeleton variant="rounded" height={162} />
              </Grid>
            ))
          : reviews.map((review) => (
              <Grid key={review._id} size={columns}>
                <ReviewCard review={review} />
              </Grid>
            ))}
      </Grid>
    </Box>
  );
}
