// /dashboard/manageCategories (admin): the categories with how many products each holds; add one (slug and name),
// rename one, delete one (the server refuses while products use it: its 409 message is shown in the dialog).
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Typography } from '@mui/material';
import { PageFrame } from '../../../components/layout/page-frame';
import { categoryEditSchema, categorySlugField, type Category, type CategoryEditInput } from '@toolshop/domain';
import { ListTable, actionsColumn, type TableColumn } from '../../../components/data/list-table';
import { ConfirmDialog, FormDialog } from '../../../components/feedback/confirm-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { addSubmit, RowForm } from '../../../components/form/row-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { useRowDialog, type RowDialogProps } from '../../../lib/use-row-dialog';
import { listCategories, useDeleteCategory, useSaveCategory } from '../api/categories';

const LOAD_ERROR = 'The categories could not be loaded. Please try again.';

/** A new category: its slug (the address, never changed) and its name, each judged by the domain's field. */
const newCategorySchema = categoryEditSchema.extend({ slug: categorySlugField });
type NewCategory = CategoryEditInput & { slug: string };

function AddCategoryForm({ onSaved }: { onSaved: () => void }) {
  const { run, pending } = useSaveCategory();
  const form = useForm<NewCategory>({
    resolver: zodResolver(newCategorySchema),
    defaultValues: { slug: '', name: '' },
  });
  return (
    <RowForm label="Add category" onSubmit={addSubmit(form, run, ['slug', 'name'], onSaved)} sx={{ mb: 3 }}>
      <FormTextField control={form.control} name="name" label="Name" required />
      <FormTextField control={form.control} name="slug" label="Slug" required helperText="e.g. cordless-drills" />
      <SubmitButton pending={pending}>Add category</SubmitButton>
    </RowForm>
  );
}

function RenameDialog({ category, onClose, onDone }: { category: Category } & RowDialogProps) {
  const { run, pending } = useSaveCategory();
  const { control, handleSubmit, setError } = useForm<CategoryEditInput>({
    resolver: zodResolver(categoryEditSchema),
    defaultValues: { name: category.name },
  });
  const submit = handleSubmit(async ({ name }) => {
    const outcome = await run({ slug: category.slug, name });
    if (outcome.ok) onDone();
    else applyServerErrors(outcome.error, setError, ['name']);
  });
  return (
    <FormDialog
      title={`Rename ${category.name}`}
      confirmLabel="Save"
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField control={control} name="name" label="Name" required autoFocus />
    </FormDialog>
  );
}

function DeleteDialog({ category, onClose, onDone }: { category: Category } & RowDialogProps) {
  const { run, pending } = useDeleteCategory();
  const [refusal, setRefusal] = useState<string>();
  const confirm = async () => {
    const outcome = await run(category.slug);
    if (outcome.ok) onDone();
    else setRefusal(outcome.error.message);
  };
  return (
    <ConfirmDialog
      open
      destructive
      title={`Delete ${category.name}?`}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      pending={pending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {refusal ? (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      ) : (
        `The category ${category.name} (${category.slug}) will be removed.`
      )}
    </ConfirmDialog>
  );
}

export default function ManageCategoriesPage() {
  const [state, setState] = useState<{ status: 'loading' | 'error' | 'success'; categories: Category[] }>({
    status: 'loading',
    categories: [],
  });
  const reload = useCallback(() => {
    listCategories().then(
      (categories) => setState({ status: 'success', categories }),
      () => setState((previous) => ({ status: 'error', categories: previous.categories })),
    );
  }, []);
  useEffect(reload, [reload]);
  const renaming = useRowDialog<Category>(reload);
  const deleting = useRowDialog<Category>(reload);
  const columns: TableColumn<Category>[] = [
    { label: 'Name', cell: (category) => category.name },
    { label: 'Slug', hideOnPhone: true, cell: (category) => category.slug },
    { label: 'Products', numeric: true, cell: (category) => category.count },
    actionsColumn('Actions', (category) => (
      <>
        <Button size="small" variant="outlined" onClick={() => renaming.open(category)}>
          Rename
        </Button>
        <Button size="small" variant="outlined" color="error" onClick={() => deleting.open(category)}>
          Delete
        </Button>
      </>
    )),
  ];

  return (
    <PageFrame title="Categories">
      <AddCategoryForm onSaved={reload} />
      {state.status === 'error' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {LOAD_ERROR}
        </Alert>
      )}
      <Box sx={{ overflowX: 'auto' }} aria-busy={state.status === 'loading'}>
        <ListTable label="Categories" columns={columns} items={state.categories} rowKey={(category) => category.slug} />
      </Box>
      {state.status === 'success' && state.categories.length === 0 && (
        <Typography sx={{ mt: 2 }}>There are no categories yet.</Typography>
      )}
      {renaming.row && <RenameDialog category={renaming.row} onClose={renaming.close} onDone={renaming.done} />}
      {deleting.row && <DeleteDialog category={deleting.row} onClose={deleting.close} onDone={deleting.done} />}
    </PageFrame>
  );
}
