// /dashboard/moderateReviews (admin): every review, newest first, hidden ones too. Hide takes a review off the home
// page (the server keeps it for this list) and from its product's page, Show puts it back, Delete removes it after a
// confirmation. A review about a product names it.
import { Button, Chip, Stack, Typography } from '@mui/material';
import { RATING_MAX, type ModeratedReview } from '@toolshop/domain';
import { actionsColumn, type TableColumn } from '../../../components/data/list-table';
import { ListPage } from '../../../components/data/list-page';
import { ConfirmDeleteDialog } from '../../../components/feedback/confirm-dialog';
import { useRowDialog } from '../../../lib/use-row-dialog';
import { useModeratedReviews } from '../api/use-moderated-reviews';
import { useDeleteReview, useSetReviewHidden } from '../api/moderate-review';
import { formatDateTime } from './format-date-time';

const nameOf = (review: ModeratedReview) => review.displayName || 'A customer';

interface ReviewActions {
  hiding: boolean;
  toggle: (review: ModeratedReview) => void;
  remove: (review: ModeratedReview) => void;
}

const reviewColumns = ({ hiding, toggle, remove }: ReviewActions): TableColumn<ModeratedReview>[] => [
  {
    label: 'Review',
    sx: { maxWidth: 420 },
    cell: (review) => (
      <>
        <Typography variant="subtitle2" component="p">
          {nameOf(review)} · {review.rating}/{RATING_MAX}
        </Typography>
        {review.productId && (
          <Typography variant="caption" component="p">
            About: {review.productName || review.productId}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {review.description}
        </Typography>
      </>
    ),
  },
  { label: 'Posted', hideOnPhone: true, cell: (review) => formatDateTime(review.createdAt) },
  {
    label: 'Status',
    cell: (review) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        {review.hidden ? (
          <Chip size="small" label="Hidden" />
        ) : (
          <Chip size="small" color="success" variant="outlined" label="Shown" />
        )}
        {review.verified && <Chip size="small" variant="outlined" label="Verified buyer" />}
      </Stack>
    ),
  },
  actionsColumn('Actions', (review) => (
    <>
      <Button
        size="small"
        variant="outlined"
        disabled={hiding}
        onClick={() => toggle(review)}
        aria-label={`${review.hidden ? 'Show' : 'Hide'} the review by ${nameOf(review)}`}
      >
        {review.hidden ? 'Show' : 'Hide'}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        onClick={() => remove(review)}
        aria-label={`Delete the review by ${nameOf(review)}`}
      >
        Delete
      </Button>
    </>
  )),
];

export default function ModerateReviewsPage() {
  const reviews = useModeratedReviews();
  const { run: setHidden, pending: hiding } = useSetReviewHidden();
  const { run: remove, pending: removing } = useDeleteReview();
  const deleting = useRowDialog<ModeratedReview>(reviews.reload);

  const toggle = async (review: ModeratedReview) => {
    const result = await setHidden({ reviewId: review._id, hidden: !review.hidden });
    if (result.ok) reviews.reload();
  };
  const deleteReview = async (review: ModeratedReview) => {
    if ((await remove(review._id)).ok) reviews.reload();
  };

  return (
    <ListPage
      title="Moderate Reviews"
      label="Reviews"
      columns={reviewColumns({ hiding, toggle, remove: deleting.open })}
      rowKey={(review) => review._id}
      rowTestId="moderated-review"
      empty="There are no reviews yet."
      read={reviews}
    >
      <ConfirmDeleteDialog dialog={deleting} title="Delete this review?" pending={removing} onDelete={deleteReview}>
        {(review) => `The review by ${review.displayName || 'a customer'} will be removed for good.`}
      </ConfirmDeleteDialog>
    </ListPage>
  );
}
