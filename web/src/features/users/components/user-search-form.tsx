// MakeAdmin's search: the start of a user's email, checked with the schema the API parses it with.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { userPageQuerySchema, type UserPageQuery, type UserPageQueryInput } from '@toolshop/domain';
import { SearchForm } from '../../../components/data/status-filter';
import { FormTextField } from '../../../components/form/form-text-field';

export function UserSearchForm({ onSearch }: { onSearch: (q: string) => void }) {
  const { control, handleSubmit } = useForm<UserPageQueryInput, unknown, UserPageQuery>({
    resolver: zodResolver(userPageQuerySchema),
    defaultValues: { q: '' },
  });
  return (
    <SearchForm label="Search users" onSubmit={handleSubmit(({ q }) => onSearch(q ?? ''))}>
      <FormTextField control={control} name="q" label="Email" helperText="The start of an email" sx={{ flexGrow: 1 }} />
    </SearchForm>
  );
}
