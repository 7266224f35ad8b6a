// Manage Product's search: any part of a product's name or SKU, a category and a stock level, checked with the
// domain's schema.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  NO_PRODUCT_FILTER,
  productFilterSchema,
  stockLevelLabels,
  stockLevels,
  type Category,
  type ProductFilter,
} from '@toolshop/domain';
import { SearchForm, statusOptions } from '../../../components/data/status-filter';
import { FilterSelectField } from '../../../components/data/filter-select-field';
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
    <SearchForm label="Search products" onSubmit={handleSubmit(onSearch)} rowFrom="md">
      <FormTextField control={control} name="q" label="Name or SKU" sx={{ flexGrow: 1 }} />
      <FilterSelectField control={control} name="category" label="Category" options={categoryOptions} minWidth={200} />
      <FilterSelectField control={control} name="stock" label="Stock" options={stockOptions} minWidth={160} />
    </SearchForm>
  );
}
