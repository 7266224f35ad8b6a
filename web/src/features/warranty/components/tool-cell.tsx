// A back-office warranty row's first cell (a registration, a claim): the tool, its serial and its owner's email.
import { Typography } from '@mui/material';
import { TitleCell } from '../../../components/data/list-table';
import { EmailLine } from '../../../components/data/email-text';

export function ToolCell({ name, serial, email }: { name: string; serial: string; email: string }) {
  return (
    <TitleCell title={name}>
      <Typography variant="body2">{serial}</Typography>
      <EmailLine email={email} />
    </TitleCell>
  );
}
