// /dashboard/contactInbox (admin): the Contact Us messages, newest first; Mark handled records the admin and the
// time, shown in place of the button afterwards.
import { Button, Chip, Typography } from '@mui/material';
import type { ContactMessage } from '@toolshop/domain';
import type { TableColumn } from '../../../components/data/list-table';
import { ListPage } from '../../../components/data/list-page';
import { EmailLine, EmailText } from '../../../components/data/email-text';
import { useContactMessages } from '../api/use-contact-messages';
import { useMarkContactHandled } from '../api/mark-contact-handled';
import { formatDateTime } from './format-date-time';

const LOAD_ERROR = 'The messages could not be loaded. Please try again.';

const messageColumns = (pending: boolean, handle: (message: ContactMessage) => void): TableColumn<ContactMessage>[] => [
  {
    label: 'From',
    cell: (message) => (
      <>
        <Typography variant="subtitle2" component="p">
          {message.name}
        </Typography>
        <EmailLine email={message.email} />
        <Typography variant="body2" color="text.secondary">
          {message.phone}
        </Typography>
      </>
    ),
  },
  {
    label: 'Message',
    sx: { maxWidth: 420 },
    cell: (message) => (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {message.message}
      </Typography>
    ),
  },
  { label: 'Received', hideOnPhone: true, cell: (message) => formatDateTime(message.createdAt) },
  {
    label: 'Handled',
    cell: (message) =>
      message.handledBy ? (
        <>
          <Chip size="small" color="success" variant="outlined" label="Handled" />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            by <EmailText email={message.handledBy} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(message.handledAt)}
          </Typography>
        </>
      ) : (
        <Button
          size="small"
          variant="contained"
          disabled={pending}
          onClick={() => handle(message)}
          aria-label={`Mark handled: the message from ${message.name}`}
        >
          Mark handled
        </Button>
      ),
  },
];

export default function ContactInboxPage() {
  const { status, items: messages, pages, reload } = useContactMessages();
  const { run: markHandled, pending } = useMarkContactHandled();

  const handle = async (message: ContactMessage) => {
    await markHandled(message._id);
    // Also after a 409: another admin handled it meanwhile, and the list then shows who.
    reload();
  };

  return (
    <ListPage
      title="Contact Inbox"
      label="Contact messages"
      columns={messageColumns(pending, handle)}
      rowKey={(message) => message._id}
      rowTestId="contact-message"
      pagerLabel="Messages pages"
      loadError={LOAD_ERROR}
      empty="There are no messages yet."
      read={{ status, items: messages, pages }}
    />
  );
}
