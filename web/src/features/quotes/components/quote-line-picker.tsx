// The admin's "Add a product" on a quote: words or a SKU searched in the catalogue (GET /api/search, the shop's own
// search), and a pick adds that product as a new line, to be priced like the others. Products already on the quote
// are not offered again: a quote holds each product once.
import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { dollarsToCents, formatCents, type CatalogueSearchResult, type Product } from '@toolshop/domain';
import { useApiRead } from '../../../lib/use-api-read';

const PICKS_SHOWN = 8;

export function QuoteLinePicker({
  onQuote,
  onPick,
}: {
  onQuote: ReadonlySet<string>;
  onPick: (product: Product) => void;
}) {
  const [text, setText] = useState('');
  const words = text.trim();
  const { status, data } = useApiRead<CatalogueSearchResult<Product>>(
    `/search?${new URLSearchParams({ ...(words ? { q: words } : {}), limit: String(PICKS_SHOWN) })}`,
  );
  const options = (data?.items ?? []).filter((product) => !onQuote.has(product._id));
  return (
    <Autocomplete
      options={options}
      value={null}
      inputValue={text}
      onInputChange={(_event, value, reason) => reason !== 'reset' && setText(value)}
      onChange={(_event, product) => {
        if (!product) return;
        onPick(product);
        setText('');
      }}
      // The catalogue's search has chosen them already.
      filterOptions={(found) => found}
      loading={status === 'loading'}
      getOptionLabel={(product) => product.name}
      getOptionKey={(product) => product._id}
      renderOption={({ key, ...props }, product) => (
        <li key={key} {...props}>
          {product.name}
          {product.sku ? ` · ${product.sku}` : ''} · {formatCents(dollarsToCents(product.price))}
        </li>
      )}
      noOptionsText={words ? 'No product matches' : 'Type a name or SKU'}
      renderInput={(params) => (
        <TextField {...params} label="Add a product" helperText="A name or SKU; the pick becomes a new line" />
      )}
    />
  );
}
