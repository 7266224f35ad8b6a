import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import { RATING_MAX, type Review } from '@toolshop/domain';

export function ReviewCard({ review }: { review: Review }) {
  const name = review.displayName || 'A customer';
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%' }} data-testid="review-card">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          {/* A round picture on a grey disc (MUI's Avatar would add a kilobyte to every page's shared code); a picture
              that does not load leaves the disc. */}
          <Box
            sx={{ width: 64, height: 64, flexShrink: 0, borderRadius: '50%', overflow: 'hidden', bgcolor: 'grey.300' }}
          >
            <Box
              component="img"
              src={review.picture}
              alt={`Picture from ${name}'s review`}
              width={64}
              height={64}
              loading="lazy"
              onError={(event) => (event.currentTarget.style.visibility = 'hidden')}
              sx={{ display: 'block', width: 64, height: 64, objectFit: 'cover' }}
            />
          </Box>
          <div>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
              {name}
            </Typography>
            <Typography variant="body2">
              Rating: {review.rating}/{RATING_MAX}
            </Typography>
            {review.verified && (
              <Typography
                variant="caption"
                component="p"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.dark' }}
              >
                <VerifiedIcon fontSize="inherit" aria-hidden="true" />
                Verified buyer
              </Typography>
            )}
          </div>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {review.description}
        </Typography>
      </CardContent>
    </Card>
  );
}
