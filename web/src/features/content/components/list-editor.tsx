// One editable list of the home page's words (its counters, its questions) under its heading: each item's text
// fields from the list's field table and its move and remove controls, then the add button, disabled at the most.
import type { ReactNode } from 'react';
import { useFieldArray, type Control, type Path } from 'react-hook-form';
import { Button, Paper, Stack, Typography, type StackProps } from '@mui/material';
import type { HomeContent } from '@toolshop/domain';
import { FormTextField, type FormTextFieldProps } from '../../../components/form/form-text-field';
import { ListItemControls } from './list-item-controls';

type ListName = 'summary' | 'faq';
type Item<N extends ListName> = HomeContent[N][number];

/** One text field of an item: its key in the item and its label for the item's number (1, 2...). */
type ItemField<N extends ListName> = { key: keyof Item<N> & string; label: (n: number) => string } & Omit<
  FormTextFieldProps<HomeContent>,
  'control' | 'name' | 'label'
>;

/** A panel of the editor: its heading names the section. */
export function EditorSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

/** A list of the form: its name, its heading, its items' fields and how many it holds at the least and most. */
export interface ListOf<N extends ListName> {
  name: N;
  id: string;
  title: string;
  fields: readonly ItemField<N>[];
  /** The item as a person names it, by its number: "question 2". */
  itemName: (n: number) => string;
  itemLayout?: Omit<StackProps, 'children'>;
  min: number;
  max: number;
  emptyItem: Item<N>;
  addLabel: string;
}

export function ListEditor<N extends ListName>({
  control,
  name,
  id,
  title,
  fields,
  itemName,
  itemLayout,
  min,
  max,
  emptyItem,
  addLabel,
}: ListOf<N> & { control: Control<HomeContent> }) {
  const list = useFieldArray({ control, name: name as 'summary' });
  return (
    <EditorSection id={id} title={title}>
      {list.fields.map((field, index) => (
        <Stack key={field.id} spacing={1} {...itemLayout}>
          {fields.map(({ key, label, ...props }) => (
            <FormTextField
              key={key}
              control={control}
              name={`${name}.${index}.${key}` as Path<HomeContent>}
              label={label(index + 1)}
              required
              {...props}
            />
          ))}
          <ListItemControls
            name={itemName(index + 1)}
            index={index}
            count={list.fields.length}
            min={min}
            onMove={list.move}
            onRemove={list.remove}
          />
        </Stack>
      ))}
      <Button
        sx={{ alignSelf: 'flex-start' }}
        disabled={list.fields.length >= max}
        onClick={() => list.append(emptyItem as Item<'summary'>)}
      >
        {addLabel}
      </Button>
    </EditorSection>
  );
}
