// Manage Product's search: any part of a product's name or SKU, a category and a stock level, checked with the
// domain's schema.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import {
  NO_PRODUCT_FILTER,
  productFilterSchema,
  stockLevelLabels,
  stockLevels,
  type Category,
  type ProductFilter,
} from '@toolshop/domain';
import { emptyChoiceShown, statusOptions } from '../../../components/data/status-filter';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';

const stockOptions = statusOptions(stockLevels, (level) => stockLevelLabels[level], 'Any stock');

interface Props {
  categories: readonly Category[];
  onSearch: (filter: ProductFilter) => void;
}

export function ProductSearchForm({ categories, onSearch }: Props) {
  const { control, handleSubmit } = useForm<ProductFilter>({
    resolver: zodResolver(productFilterSchema),
    defaultValues: NO_PRODUCT_FILTER,
  });
  const categoryOptions = [
    { value: '', label: 'All categories' },
    ...categories.map((category) => ({ value: category.slug, label: category.name })),
  ];
  return (
    <Stack
      component="form"
      role="search"
      aria-label="Search products"
      noValidate
      onSubmit={handleSubmit(onSearch)}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      alignItems={{ md: 'flex-start' }}
      sx={{ mb: 2 }}
    >
      <FormTextField control={control} name="q" label="Name or SKU" sx={{ flexGrow: 1 }} />
      <FormSelectField
        control={control}
        name="category"
        label="Category"
        options={categoryOptions}
        slotProps={emptyChoiceShown}
        sx={{ minWidth: 200 }}
      />
      <FormSelectField
        control={control}
        name="stock"
        label="Stock"
        options={stockOptions}
        slotProps={emptyChoiceShown}
        sx={{ minWidth: 160 }}
      />
      <Button type="submit" variant="contained" sx={{ mt: { md: 1 } }}>
        Search
      </Button>
    </Stack>
  );
}
