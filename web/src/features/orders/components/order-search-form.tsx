// Manage All Order's search: a status and an order number, the start of a customer's email, of a product name
// (or of a word of it) or of a line's SKU, in any case, checked with the same schema the API parses them with.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  orderFilterSchema,
  orderStatusLabel,
  orderStatuses,
  type OrderFilter,
  type OrderFilterInput,
} from '@toolshop/domain';
import { SearchForm, statusOptions } from '../../../components/data/status-filter';
import { FilterSelectField } from '../../../components/data/filter-select-field';
import { FormTextField } from '../../../components/form/form-text-field';

const statusChoices = statusOptions(orderStatuses, orderStatusLabel);

export function OrderSearchForm({ onSearch }: { onSearch: (filter: OrderFilter) => void }) {
  const { control, handleSubmit } = useForm<OrderFilterInput, unknown, OrderFilter>({
    resolver: zodResolver(orderFilterSchema),
    defaultValues: { status: '', q: '' },
  });
  return (
    <SearchForm label="Search orders" onSubmit={handleSubmit(onSearch)}>
      <FilterSelectField control={control} name="status" label="Status" options={statusChoices} minWidth={160} />
      <FormTextField
        control={control}
        name="q"
        label="Order number, customer email or product"
        helperText="#1a2b3c4d, or the start of an email, a product name or a SKU"
        sx={{ flexGrow: 1 }}
      />
    </SearchForm>
  );
}
