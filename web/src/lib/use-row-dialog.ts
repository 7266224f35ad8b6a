// The dialog a list opens on one of its rows (set terms, record a payment, decide a claim): which row it is open on,
// and, when the dialog has done its change, the list read again.
import { useState } from 'react';

export interface RowDialog<T> {
  /** The row the dialog is open on; null while it is closed. */
  row: T | null;
  open: (row: T) => void;
  /** Closed with nothing changed. */
  close: () => void;
  /** Closed after a change: the list is read again. */
  done: () => void;
}

/** The props of a dialog opened on a row: it closes with `onClose`, or with `onDone` once its change is made. */
export interface RowDialogProps {
  onClose: () => void;
  onDone: () => void;
}

export function useRowDialog<T>(reload: () => void): RowDialog<T> {
  const [row, setRow] = useState<T | null>(null);
  return {
    row,
    open: setRow,
    close: () => setRow(null),
    done: () => {
      setRow(null);
      reload();
    },
  };
}
