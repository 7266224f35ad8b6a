// The search page's filters: category (with the result count of each), in stock, price range and the main specs,
// each a change of the page's address (so a filtered page can be linked, shared and rendered by the server). The
// counts come from the answer's facets; a box ticked before the filters were adopted counts once they are. A price
// range the search would refuse (the lowest above the highest), in the address or as typed, is said beside the price
// fields and changes nothing else.
import { useState, type FormEvent } from 'react';
import { Box, Checkbox, FormControlLabel, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatSpec, specDefinitions, type Category, type SpecKey } from '@toolshop/domain';
import { searchParamsOf, type SearchAnswer } from '../api/search-read';
import { searchProblemsOf } from '../search-problems';
import { categoryPath } from '../../products';
import { SubmitButton } from '../../../components/form/submit-button';
import { useChangeBeforeAdoption } from '../../../lib/use-change-before-adoption';

interface Props {
  /** The page's address parameters (filters, sort) without the cursor nor a category page's own category. */
  query: URLSearchParams;
  /** A category page's own category: the category filter then links to the other category pages. */
  category?: string;
  categories: Category[];
  facets: SearchAnswer['facets'] | undefined;
  onChange: (next: URLSearchParams) => void;
}

function withParam(query: URLSearchParams, name: string, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(query);
  next.delete('cursor');
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

const PRICE_PROBLEM_ID = 'price-filter-problem';

const address = (path: string, query: URLSearchParams) => (query.size ? `${path}?${query}` : path);

function FilterLinks({
  title,
  links,
}: {
  title: string;
  links: { key: string; to: string; label: string; current: boolean }[];
}) {
  const id = `filter-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <Box component="li" key={link.key} sx={{ py: 0.25 }}>
            <Link
              component={RouterLink}
              to={link.to}
              aria-current={link.current ? 'true' : undefined}
              sx={{ fontWeight: link.current ? 700 : undefined }}
            >
              {link.label}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export function SearchFilters({ query, category, categories, facets, onChange }: Props) {
  const nameOf = (slug: string) => categories.find((c) => c.slug === slug)?.name ?? slug;
  const selected = category ?? query.get('category') ?? '';
  // Shown checked at the press: the address changes in a transition that waits for the next answer, and the
  // filters are made anew (keyed by the address) once it has.
  const [inStockOnly, setInStockOnly] = useState(query.get('inStock') === 'true');
  const showInStockOnly = (checked: boolean) => {
    setInStockOnly(checked);
    onChange(withParam(query, 'inStock', checked ? 'true' : undefined));
  };
  // A box ticked before the filters were adopted (a phone's first seconds, or before their chunk arrived).
  const inStockBox = useChangeBeforeAdoption(inStockOnly, showInStockOnly);
  // The problem of the prices as typed and applied; until then, the address's.
  const [typedPriceProblem, setTypedPriceProblem] = useState<string | null>(null);
  const shownPriceProblem = typedPriceProblem ?? searchProblemsOf(searchParamsOf(query, category)).price;
  // The prices are read from the fields as the form submits: typed before the filters were adopted (they hydrate when
  // they near the viewport), they are still what the form sends.
  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget);
    const price = (name: string) => String(typed.get(name) ?? '').trim();
    const next = withParam(withParam(query, 'minPrice', price('minPrice')), 'maxPrice', price('maxPrice'));
    const problem = searchProblemsOf(next).price;
    setTypedPriceProblem(problem ?? null);
    if (!problem) onChange(next);
  };
  // On a category page a category is another page; on /search it is a filter of this one.
  const categoryLink = (slug: string) =>
    category !== undefined && slug
      ? address(categoryPath(slug), query)
      : address('/search', withParam(query, 'category', slug));
  const categoryLinks = [
    ...(category === undefined
      ? [{ key: '', to: categoryLink(''), label: 'All categories', current: selected === '' }]
      : []),
    ...(facets?.category ?? []).map(({ slug, count }) => ({
      key: slug,
      to: categoryLink(slug),
      label: `${nameOf(slug)} (${count})`,
      current: selected === slug,
    })),
  ];
  const specFacets = Object.entries(facets?.specs ?? {}).filter(([, counts]) => counts && counts.length > 0);
  const inStockCount = facets?.inStock.true;
  // A price bound's field; the facet's lowest or highest price is its placeholder.
  const priceField = (label: string, name: 'minPrice' | 'maxPrice', facetBound: number | undefined) => (
    <TextField
      size="small"
      label={label}
      name={name}
      type="number"
      defaultValue={query.get(name) ?? ''}
      error={Boolean(shownPriceProblem)}
      placeholder={facetBound === undefined ? undefined : String(facetBound)}
      slotProps={{ htmlInput: { min: 0, step: 'any', 'aria-describedby': PRICE_PROBLEM_ID } }}
    />
  );
  return (
    <Stack component="aside" aria-label="Filters" spacing={3}>
      <FilterLinks title="Category" links={categoryLinks} />
      <FormControlLabel
        control={
          <Checkbox
            checked={inStockOnly}
            inputRef={inStockBox}
            onChange={(event) => showInStockOnly(event.target.checked)}
          />
        }
        label={inStockCount === undefined ? 'In stock only' : `In stock only (${inStockCount})`}
      />
      <Box component="form" onSubmit={applyPrice} aria-labelledby="price-filter-title">
        <Typography id="price-filter-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          Price (USD)
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center">
          {priceField('Min', 'minPrice', facets?.price ? Math.floor(facets.price.min) : undefined)}
          {priceField('Max', 'maxPrice', facets?.price ? Math.ceil(facets.price.max) : undefined)}
          <SubmitButton pending={false} variant="outlined" size="medium">
            Apply
          </SubmitButton>
        </Stack>
        <Typography id={PRICE_PROBLEM_ID} role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {shownPriceProblem}
        </Typography>
      </Box>
      {specFacets.map(([key, counts]) => (
        <FilterLinks
          key={key}
          title={specDefinitions[key as SpecKey].label}
          links={counts!.map(({ value, count }) => {
            const current = query.get(key) === value;
            const numeric = Number(value);
            const shown = Number.isFinite(numeric) ? formatSpec(key as SpecKey, numeric) : value;
            return {
              key: value,
              to: `?${withParam(query, key, current ? undefined : value)}`,
              label: `${shown} (${count})`,
              current,
            };
          })}
        />
      ))}
    </Stack>
  );
}
