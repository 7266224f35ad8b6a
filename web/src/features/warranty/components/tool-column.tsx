// A back-office warranty list's first column (registrations, claims): the tool, its serial and its owner's email.
import { Typography } from '@mui/material';
import { titleColumn, type TableColumn } from '../../../components/data/list-table';
import { EmailLine } from '../../../components/data/email-text';

export function toolColumn<T>(tool: (item: T) => { name: string; serial: string; email: string }): TableColumn<T> {
  return titleColumn(
    'Tool',
    (item) => tool(item).name,
    (item) => (
      <>
        <Typography variant="body2">{tool(item).serial}</Typography>
        <EmailLine email={tool(item).email} />
      </>
    ),
  );
}
