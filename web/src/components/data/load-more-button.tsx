// Below a paged list: asks for the next page while there is one.
import { Box, Button, CircularProgress } from '@mui/material';

export function LoadMoreButton({
  hasMore,
  pending,
  onClick,
}: {
  hasMore: boolean;
  pending: boolean;
  onClick: () => void;
}) {
  if (!hasMore) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Button
        variant="outlined"
        onClick={onClick}
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        Load more
      </Button>
    </Box>
  );
}
