// "Delete this ...?" over a list: open while the list's row dialog is open on a row, it deletes that row on "Yes,
// delete" and then closes; the page decides what to read again.
import type { ReactNode } from 'react';
import type { RowDialog } from '../../lib/use-row-dialog';
import { ConfirmDialog } from './confirm-dialog';

interface ConfirmDeleteDialogProps<T> {
  dialog: RowDialog<T>;
  title: string;
  pending: boolean;
  onDelete: (row: T) => Promise<unknown>;
  /** What deleting the row means, in a sentence. */
  children: (row: T) => ReactNode;
}

export function ConfirmDeleteDialog<T>({ dialog, title, pending, onDelete, children }: ConfirmDeleteDialogProps<T>) {
  const confirm = async () => {
    if (dialog.row === null) return;
    await onDelete(dialog.row);
    dialog.close();
  };
  return (
    <ConfirmDialog
      open={dialog.row !== null}
      title={title}
      confirmLabel="Yes, delete"
      destructive
      pending={pending}
      onConfirm={confirm}
      onClose={dialog.close}
    >
      {dialog.row !== null && children(dialog.row)}
    </ConfirmDialog>
  );
}
