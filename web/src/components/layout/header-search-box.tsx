// The header's search box: a plain GET form to /search (it works before any script, and the server renders the
// results), so the home page's first load carries a few elements and no suggestion code. The suggestions
// (search-suggestions.tsx) load on the first focus or key press and take over the same <input> and its form, so
// nothing typed while they load is lost and a search from then on stays in the app.
import { lazy, Suspense, useRef, useState } from 'react';
import { Box } from '@mui/material';

const SUGGESTIONS_ID = 'search-suggestions';

const SearchSuggestions = lazy(() => import('./search-suggestions'));

export function HeaderSearchBox() {
  const input = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);
  const wake = () => setActive(true);
  return (
    <Box
      component="form"
      role="search"
      action="/search"
      sx={{ position: 'relative', flex: '1 1 12rem', maxWidth: 420, minWidth: 0 }}
    >
      <Box
        component="input"
        ref={input}
        type="search"
        name="q"
        placeholder="Search tools, parts, SKUs"
        aria-label="Search products"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        aria-controls={SUGGESTIONS_ID}
        autoComplete="off"
        onFocus={wake}
        onKeyDown={wake}
        sx={{ width: 1, boxSizing: 'border-box', height: 36, px: 1.5, border: 0, borderRadius: 1, font: 'inherit' }}
      />
      {active && (
        <Suspense fallback={null}>
          <SearchSuggestions input={input} listId={SUGGESTIONS_ID} />
        </Suspense>
      )}
    </Box>
  );
}
