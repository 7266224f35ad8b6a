// The header search box's suggestions, loaded on its first focus or key press (header-search-box.tsx): as one
// types, a short pause, then GET /api/search?q= and the first few products in a listbox under the box. The box is
// an ARIA combobox: Arrow keys move through the suggestions, Enter opens the one chosen (or searches for the text),
// Escape closes the list. A search sent from the box stays in the app (no page load).
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Box, Paper } from '@mui/material';
import { useNavigate } from 'react-router-dom';

/** Pause after the last key before asking the API: one read per burst of typing. */
export const SUGGEST_DEBOUNCE_MS = 200;
const MAX_SUGGESTIONS = 6;

interface Suggestion {
  _id: string;
  name: string;
  sku?: string;
}

interface Props {
  input: RefObject<HTMLInputElement | null>;
  /** The listbox's id, which the input names in aria-controls. */
  listId: string;
}

export default function SearchSuggestions({ input, listId }: Props) {
  const navigate = useNavigate();
  const [text, setText] = useState(() => input.current?.value ?? '');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // The latest values for the key handler, which is attached once.
  const state = useRef({ suggestions, open, activeIndex });
  useEffect(() => {
    state.current = { suggestions, open, activeIndex };
  });
  const chooseRef = useRef<(suggestion: Suggestion) => void>(() => undefined);
  // The router's navigate changes with every address: the input's handlers, attached once, read the latest here
  // (attached again on each address, they would open the list again for the text still in the box).
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });

  // Debounced read of the suggestions for the text typed.
  useEffect(() => {
    const q = text.trim();
    if (!q) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/search?q=${encodeURIComponent(q)}`, {
        headers: { accept: 'application/json' },
        signal: controller.signal,
      })
        .then((response) => (response.ok ? (response.json() as Promise<{ items: Suggestion[] }>) : { items: [] }))
        .then(
          (answer) => {
            setSuggestions(answer.items.slice(0, MAX_SUGGESTIONS));
            setActiveIndex(-1);
          },
          () => undefined,
        );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  // The input stays the header's: its events and ARIA state are handled here.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const onInput = () => {
      setText(element.value);
      setOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { suggestions, open, activeIndex } = state.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!suggestions.length) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // -1 is the text itself, between the last suggestion and the first.
        const next = activeIndex + step;
        setActiveIndex(next >= suggestions.length ? -1 : next < -1 ? suggestions.length - 1 : next);
      } else if (event.key === 'Escape') {
        setOpen(false);
        setActiveIndex(-1);
      } else if (event.key === 'Enter' && open && activeIndex >= 0 && suggestions[activeIndex]) {
        event.preventDefault();
        choose(suggestions[activeIndex]);
      }
    };
    const onBlur = () => setTimeout(() => setOpen(false), 150);
    const onFocus = () => setOpen(true);
    const choose = (suggestion: Suggestion) => {
      setOpen(false);
      element.blur();
      navigateRef.current(`/products/${encodeURIComponent(suggestion._id)}`);
    };
    chooseRef.current = choose;
    // The form's search, in the app rather than a new page load.
    const form = element.form;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      setOpen(false);
      const q = element.value.trim();
      setActiveIndex(-1);
      navigateRef.current(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
    };
    form?.addEventListener('submit', onSubmit);
    element.addEventListener('input', onInput);
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('blur', onBlur);
    element.addEventListener('focus', onFocus);
    // A value typed before this module arrived.
    if (element.value) onInput();
    else setOpen(true);
    return () => {
      element.removeEventListener('input', onInput);
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('blur', onBlur);
      element.removeEventListener('focus', onFocus);
      form?.removeEventListener('submit', onSubmit);
    };
  }, [input]);
  const shown = open && suggestions.length > 0 && text.trim() !== '';
  const active = activeIndex >= 0 && activeIndex < suggestions.length ? activeIndex : -1;
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0) element.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else element.removeAttribute('aria-activedescendant');
  }, [input, shown, active, listId]);

  return (
    <Paper
      elevation={4}
      sx={{
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        mt: 0.5,
        zIndex: 'modal',
        display: shown ? 'block' : 'none',
      }}
    >
      <Box component="ul" id={listId} role="listbox" aria-label="Suggestions" sx={{ m: 0, p: 0.5 }}>
        {suggestions.map((suggestion, index) => (
          <Box
            component="li"
            key={suggestion._id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Before the input's blur: the click still finds the list open.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => chooseRef.current(suggestion)}
            sx={{
              listStyle: 'none',
              px: 1.5,
              py: 1,
              borderRadius: 1,
              cursor: 'pointer',
              color: 'text.primary',
              bgcolor: index === active ? 'action.selected' : undefined,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            {suggestion.name}
            {suggestion.sku && (
              <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontSize: '0.85em' }}>
                {suggestion.sku}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
