// A product page's reviews: their average rating and count, the newest of them as the home page's cards, and a link
// to write one about this product. The server renders them with the page (its structured data carries the same
// figures); while they load, the section keeps a line's height.
import { Box, Button, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { RATING_MAX, type ProductReviews as Reviews } from '@toolshop/domain';
import type { ReadStatus } from '../../../lib/use-api-read';
import { addReviewPath } from '../review-paths';
import { ReviewCard } from './review-card';

const columns = { xs: 12, sm: 6, md: 4 } as const;

/** The average as five stars, rounded to whole stars (text: MUI's Rating would be a chunk shared with Add Review,
 * one more name in the home page's preload lists). */
const stars = (average: number) => {
  const full = Math.round(average);
  return '★'.repeat(full) + '☆'.repeat(RATING_MAX - full);
};

/** "4.5 out of 5 from 3 reviews". */
export const ratingSummary = ({ average, count }: Pick<Reviews, 'average' | 'count'>) =>
  `${average} out of ${RATING_MAX} from ${count} ${count === 1 ? 'review' : 'reviews'}`;

export function ProductReviews({
  productId,
  productName,
  status,
  reviews,
}: {
  productId: string;
  productName: string;
  status: ReadStatus;
  reviews: Reviews | undefined;
}) {
  return (
    <Box component="section" aria-labelledby="product-reviews-title" aria-busy={status === 'loading'} sx={{ mt: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography id="product-reviews-title" component="h2" variant="h6">
            Customer reviews
          </Typography>
          {status === 'loading' && <Skeleton variant="text" width={220} />}
          {status === 'error' && <Typography color="text.secondary">The reviews could not be loaded.</Typography>}
          {reviews && reviews.count > 0 && reviews.average !== null && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="rating-summary">
              <Typography component="span" aria-hidden="true" sx={{ color: 'warning.dark', fontSize: '1.25rem' }}>
                {stars(reviews.average)}
              </Typography>
              <Typography>{ratingSummary(reviews)}</Typography>
            </Stack>
          )}
          {reviews && reviews.count === 0 && <Typography color="text.secondary">No reviews yet.</Typography>}
        </Box>
        <Button
          variant="outlined"
          component={RouterLink}
          to={addReviewPath(productId)}
          aria-label={`Write a review: ${productName}`}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Write a review
        </Button>
      </Stack>
      {reviews && reviews.items.length > 0 && (
        <Grid container spacing={2}>
          {reviews.items.map((review) => (
            <Grid key={review._id} size={columns}>
              <ReviewCard review={review} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
