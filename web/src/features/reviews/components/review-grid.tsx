// Our Reviews: 1 column on small screens, 2 on medium, 3 on large (SPEC §2, §9).
import { Grid, Skeleton, Typography } from '@mui/material';
import { CardSection } from '../../../components/layout/card-section';
import { useReviews } from '../api/use-reviews';
import { ReviewCard } from './review-card';

const columns = { xs: 12, sm: 6, md: 4 } as const;
const LOAD_ERROR = 'The reviews could not be loaded. Please try again later.';

export function ReviewGrid() {
  const { status, reviews } = useReviews();

  return (
    <CardSection
      titleId="reviews-title"
      title="Our Reviews"
      titleSx={{ mb: 4 }}
      busy={status === 'loading'}
      loadError={status === 'error' ? LOAD_ERROR : undefined}
    >
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
    </CardSection>
  );
}
