// A yes/no confirmation before a destructive or final action (MUI Dialog: focus trap, Escape closes). With
// `fields` it is a small form: the fields sit under the text, Enter or the confirm button submits, and
// `onConfirm` is the form's submit handler (e.g. react-hook-form's handleSubmit(...)), which validates first.
import { useId, type FormEvent, type ReactNode } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import type { RowDialog } from '../../lib/use-row-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** Form fields: the dialog becomes a form that submits with the confirm button. */
  fields?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  pending?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  fields,
  confirmLabel,
  cancelLabel = 'No',
  pending = false,
  destructive = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const textId = `${id}-text`;
  const isForm = fields !== undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={children ? textId : undefined}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* The wrapper leaves the layout to the dialog (its content scrolls between a fixed title and actions). */}
      <Box
        component={isForm ? 'form' : 'div'}
        noValidate={isForm || undefined}
        onSubmit={isForm ? submit : undefined}
        sx={{ display: 'contents' }}
      >
        {(children || isForm) && (
          <DialogContent>
            {children && (
              <DialogContentText id={textId} component="div">
                {children}
              </DialogContentText>
            )}
            {isForm && (
              <Stack spacing={2} sx={{ mt: children ? 2 : 1 }}>
                {fields}
              </Stack>
            )}
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            type={isForm ? 'submit' : 'button'}
            onClick={isForm ? undefined : onConfirm}
            disabled={pending}
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            autoFocus={!isForm}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

// "Delete this ...?" over a list: open while the list's row dialog is open on a row, it deletes that row on "Yes,
// delete" and then closes; the page decides what to read again.
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

// A dialog that is a small form over a list (set terms, record a payment, decide a claim, rename a category): the
// sentence it asks about, its fields one under another, Cancel beside the confirm button, and `onSubmit` the form's
// submit handler.
interface FormDialogProps {
  title: string;
  /** What the form is about, above its fields. */
  text?: ReactNode;
  confirmLabel: string;
  pending: boolean;
  destructive?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog({ text, children, onSubmit, ...dialog }: FormDialogProps) {
  return (
    <ConfirmDialog
      open
      cancelLabel="Cancel"
      onConfirm={onSubmit}
      {...dialog}
      fields={
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      }
    >
      {text}
    </ConfirmDialog>
  );
}
