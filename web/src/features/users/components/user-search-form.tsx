// MakeAdmin's search: the start of a user's email, checked with the schema the API parses it with.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { userPageQuerySchema, type UserPageQuery, type UserPageQueryInput } from '@toolshop/domain';
import { FormTextField } from '../../../components/form/form-text-field';

export function UserSearchForm({ onSearch }: { onSearch: (q: string) => void }) {
  const { control, handleSubmit } = useForm<UserPageQueryInput, unknown, UserPageQuery>({
    resolver: zodResolver(userPageQuerySchema),
    defaultValues: { q: '' },
  });
  return (
    <Stack
      component="form"
      role="search"
      aria-label="Search users"
      noValidate
      onSubmit={handleSubmit(({ q }) => onSearch(q ?? ''))}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      alignItems={{ sm: 'flex-start' }}
      sx={{ mb: 2 }}
    >
      <FormTextField control={control} name="q" label="Email" helperText="The start of an email" sx={{ flexGrow: 1 }} />
      <Button type="submit" variant="contained" sx={{ mt: { sm: 1 } }}>
        Search
      </Button>
    </Stack>
  );
}
