// What the search page says when the API refused its read: the words' limit or a hand-made parameter as a warning
// above the results, a failed load otherwise. A price range the search refuses is said beside the price fields
// (search-filters.tsx) instead. Its own chunk: judging the address needs the catalogue's schema and zod, which a
// page whose search answered never loads.
import { Alert } from '@mui/material';
import { searchProblemsOf } from '../search-problems';

const NOT_LOADED = 'The products could not be loaded. Please try again.';

/** `params`: the API parameters the page asked with (`searchParamsOf`). */
export default function SearchRefusal({ params }: { params: URLSearchParams }) {
  const problems = searchProblemsOf(params);
  const refusal = problems.query ?? problems.other;
  if (refusal) return <Alert severity="warning">{refusal}</Alert>;
  if (problems.price) return null;
  return <Alert severity="error">{NOT_LOADED}</Alert>;
}
