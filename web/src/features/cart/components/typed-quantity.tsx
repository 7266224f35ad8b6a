// A cart line's quantity as a field one may type into (500 pieces need not be 50 presses of +). Left (blur or
// Enter), the typed number moves onto a quantity the product's rules allow (domain's snapQuantity: whole packs,
// from the minimum, up to the maximum and the stock), and the line says what it was changed to and why.
import { useState, type KeyboardEvent } from 'react';
import { TextField } from '@mui/material';
import { quantityAdjustMessages, snapQuantity, type QuantityRules } from '@toolshop/domain';

interface Props {
  label: string;
  quantity: number;
  /** Undefined when the product is gone: the number then stands as typed. */
  rules: QuantityRules | undefined;
  onQuantity: (quantity: number) => void;
  onMessage: (message: string | null) => void;
}

export function TypedQuantity({ label, quantity, rules, onQuantity, onMessage }: Props) {
  // The text being typed; null while the field shows the cart's quantity.
  const [typed, setTyped] = useState<string | null>(null);
  const settle = () => {
    if (typed === null) return;
    setTyped(null);
    const text = typed.trim();
    if (!/^\d{1,7}$/.test(text) || Number(text) < 1) {
      onMessage(quantityAdjustMessages.notAQuantity);
      return;
    }
    const { quantity: next, message } = rules
      ? snapQuantity(rules, Number(text))
      : { quantity: Number(text), message: null };
    onMessage(message);
    if (next !== quantity) onQuantity(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') settle();
  };
  return (
    <TextField
      size="small"
      value={typed ?? String(quantity)}
      onChange={(event) => setTyped(event.target.value)}
      onBlur={settle}
      onKeyDown={onKeyDown}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          inputMode: 'numeric',
          pattern: '[0-9]*',
          style: { textAlign: 'center', width: '6ch' },
        },
      }}
    />
  );
}
