// What a number field's input accepts, for FormNumberField's slotProps: the browser's spinner steps and the phone
// keyboard that fits (the schema still judges the value).
import { InputAdornment } from '@mui/material';

/** Whole numbers (pieces, counts), from `min` up when given. */
export const wholeNumberInput = (min?: number) => ({ htmlInput: { min, step: 1, inputMode: 'numeric' as const } });

/** A price in dollars and cents, at least one cent. */
export const dollarInput = {
  htmlInput: { min: 0.01, step: 0.01, inputMode: 'decimal' as const },
  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
};
