// The header's search box: a plain GET form to /search (it works before any script), so the home page's first
// paint carries a few elements and no suggestion code. The suggestions (search-suggestions.tsx) load on the first
// focus or key press and take over the same <input>, so nothing typed while they load is lost.
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Box } from '@mui/material';
import { useNavigate } from 'react-router-dom';

/** The listbox the suggestions render; the input names it from the start (a combobox with a popup). */
export const SUGGESTIONS_ID = 'search-suggestions';

const SearchSuggestions = lazy(() => import('./search-suggestions'));

export function HeaderSearchBox() {
  const input = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);
  const navigate = useNavigate();
  const wake = () => setActive(true);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = input.current?.value.trim() ?? '';
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  };
  return (
    <Box
      component="form"
      role="search"
      action="/search"
      method="get"
      onSubmit={submit}
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
        sx={{
          width: '100%',
          boxSizing: 'border-box',
          height: 36,
          px: 1.5,
          border: 0,
          borderRadius: 1,
          font: 'inherit',
          fontSize: 16,
          color: 'text.primary',
          bgcolor: 'background.paper',
        }}
      />
      {active && (
        <Suspense fallback={null}>
          <SearchSuggestions input={input} />
        </Suspense>
      )}
    </Box>
  );
}
