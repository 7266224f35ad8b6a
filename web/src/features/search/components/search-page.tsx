// /search?q= and /category/{slug}: the products GET /api/search finds, with filters and their counts, a sort and
// pages (a "Next page" link carries the answer's cursor). Both are rendered by the `pages` function with their
// first answer (boot/server-render.tsx) and hydrated; a filter or sort is a new address, read again.
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Alert, Box, Button, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { PageFrame } from '../../../components/layout/page-frame';
import { FoldedOnPhone } from '../../../components/layout/folded-on-phone';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { categoryPath, ProductCardWhenNear, useCategories } from '../../products';
import { useDocumentHead } from '../../../lib/use-document-head';
import { useSiteOrigin } from '../../../lib/site-origin';
import { searchParamsOf, useSearch } from '../api/search-read';
import { hydratedWhenNear } from '../../../boot/hydrate-when-near';
import { categoryPageHead, searchPageHead } from '../seo/search-page-head';
import { SortSelect } from './sort-select';

// The filters and the refusal come in chunks of their own: the filters' price check and the refusal judge the address
// with the catalogue's schema, and zod is the largest library a search page would otherwise load. The filters
// hydrate when they near the viewport (on a phone, once their fold opens); a read the API answered needs no refusal.
const SearchFiltersWhenNear = hydratedWhenNear(
  lazy(() => import('./search-filters').then((module) => ({ default: module.SearchFilters }))),
  () => 'search-filters',
);
const SearchRefusal = lazy(() => import('./search-refusal'));

export function SearchResults({ category }: { category?: string }) {
  // The address's query as it is (react-router's useSearchParams would join the home page's first load: the router
  // is one chunk with every part of it the app uses).
  const { search } = useLocation();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const navigate = useNavigate();
  const origin = useSiteOrigin();
  const params = useMemo(() => searchParamsOf(query, category), [query, category]);
  const { status, answer } = useSearch(params);
  const { status: categoriesStatus, categories } = useCategories();
  const unknownCategory =
    category !== undefined && categoriesStatus === 'success' && !categories.some((c) => c.slug === category);
  const q = params.get('q') ?? '';
  const categoryName = category ? (categories.find((c) => c.slug === category)?.name ?? category) : undefined;
  const head = useMemo(() => {
    if (!answer) return null;
    return category
      ? categoryPageHead(categoryName ?? category, category, answer.total, origin)
      : searchPageHead(q, answer.total, origin);
  }, [answer, category, categoryName, q, origin]);
  useDocumentHead(head);

  // The address without the category a category page has in its path, nor the page's cursor.
  const addressQuery = useMemo(() => {
    const next = new URLSearchParams(query);
    next.delete('cursor');
    if (category) next.delete('category');
    return next;
  }, [query, category]);
  const here = category ? categoryPath(category) : '/search';
  // Kept across renders: the filters do not hydrate until they near the viewport, and new props would reach them first.
  const go = useCallback((next: URLSearchParams) => navigate(next.size ? `${here}?${next}` : here), [navigate, here]);
  const nextPage = answer?.nextCursor
    ? `${here}?${new URLSearchParams([...addressQuery, ['cursor', answer.nextCursor]])}`
    : undefined;
  const title = category ? (categoryName ?? category) : q ? `Search results for “${q}”` : 'All products';

  if (unknownCategory)
    return (
      <PageFrame title="Category not found" maxWidth="lg" sx={{ py: 4 }}>
        <Alert severity="info" sx={{ mb: 2 }}>
          There is no such category. It may have been renamed or removed.
        </Alert>
        <Button component={RouterLink} to="/search">
          See all products
        </Button>
      </PageFrame>
    );
  return (
    <PageFrame title={title} maxWidth="lg" sx={{ py: 4 }}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 3 }}>
          {/* On a phone the products come first; the filters open from their summary. */}
          <FoldedOnPhone summary="Filters">
            <SearchFiltersWhenNear
              key={addressQuery.toString()}
              query={addressQuery}
              category={category}
              categories={categories}
              facets={answer?.facets}
              onChange={go}
            />
          </FoldedOnPhone>
        </Grid>
        <Grid
          size={{ xs: 12, md: 9 }}
          component="section"
          aria-labelledby="results-count"
          aria-busy={status === 'loading'}
        >
          <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
            <Typography id="results-count" role="status">
              {answer
                ? `${answer.total} ${answer.total === 1 ? 'product' : 'products'}`
                : status === 'loading'
                  ? 'Searching…'
                  : ''}
            </Typography>
            <SortSelect
              value={addressQuery.get('sort') ?? 'relevance'}
              onChange={(sort) => {
                const next = new URLSearchParams(addressQuery);
                if (sort !== 'relevance') next.set('sort', sort);
                else next.delete('sort');
                go(next);
              }}
            />
          </Stack>
          {status === 'error' && (
            <Suspense fallback={null}>
              <SearchRefusal params={params} />
            </Suspense>
          )}
          {status === 'loading' && (
            <Grid container spacing={3}>
              {Array.from({ length: 3 }, (_, index) => (
                <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <Skeleton variant="rounded" height={400} />
                </Grid>
              ))}
            </Grid>
          )}
          {answer && answer.items.length === 0 && (
            <Alert severity="info">No products match. Try other words or fewer filters.</Alert>
          )}
          {answer && (
            <Grid container spacing={3}>
              {answer.items.map((product, index) => (
                <Grid key={product._id} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <ProductCardWhenNear product={product} priority={index === 0} />
                </Grid>
              ))}
            </Grid>
          )}
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', mt: 3 }}>
            {query.get('cursor') && (
              <Button component={RouterLink} to={addressQuery.size ? `${here}?${addressQuery}` : here}>
                First page
              </Button>
            )}
            {nextPage && (
              <Button variant="outlined" component={RouterLink} to={nextPage}>
                Next page
              </Button>
            )}
          </Box>
        </Grid>
      </Grid>
    </PageFrame>
  );
}

/** /search, or /category/{slug}: the search scoped to the category in the path (keyed, so each starts afresh). */
export default function SearchPage() {
  const { slug } = useParams();
  return <SearchResults key={slug} category={slug} />;
}
