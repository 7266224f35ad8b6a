// /dashboard/makeAdmin (admin): the users by email, 25 a page, found by the start of their email (read through
// GET /api/users/search, again after each change); Make Admin is disabled for admins, Remove Admin for the others and on
// the admin's own row (the server refuses it), with the reason shown there. Either change is made after its confirm
// dialog, as the order moves are.
import { Button, Chip, Typography } from '@mui/material';
import { useState } from 'react';
import type { User } from '@toolshop/domain';
import { RowActions, type TableColumn } from '../../../components/data/list-table';
import { ListPage } from '../../../components/data/list-page';
import { EmailText } from '../../../components/data/email-text';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useSession } from '../../../lib/auth/use-session';
import { useUserPages } from '../api/use-user-pages';
import { useSetRole, type SetRoleArgs } from '../api/set-role';
import { UserSearchForm } from './user-search-form';

interface UserActions {
  /** The signed-in admin's uid: their own row cannot remove their rights. */
  myId?: string;
  pending: boolean;
  /** Opens the confirm dialog of a change. */
  ask: (change: SetRoleArgs) => void;
}

const userColumns = ({ myId, pending, ask }: UserActions): TableColumn<User>[] => [
  { label: 'Email', cell: (user) => <EmailText email={user.email} /> },
  { label: 'Name', hideOnPhone: true, cell: (user) => user.displayName },
  {
    label: 'Role',
    cell: (user) =>
      user.roll === 'admin' ? (
        <Chip size="small" color="primary" label="admin" />
      ) : (
        <Chip size="small" variant="outlined" label="user" />
      ),
  },
  {
    label: 'Actions',
    cell: (user) => {
      const admin = user.roll === 'admin';
      const self = user._id === myId;
      const reasonId = `own-rights-${user._id}`;
      return (
        <>
          <RowActions>
            <Button
              size="small"
              variant="contained"
              disabled={admin || pending}
              onClick={() => ask({ email: user.email, roll: 'admin' })}
            >
              Make Admin
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              disabled={!admin || self || pending}
              aria-describedby={self ? reasonId : undefined}
              onClick={() => ask({ email: user.email, roll: '' })}
            >
              Remove Admin
            </Button>
          </RowActions>
          {self && (
            <Typography id={reasonId} variant="caption" component="p" sx={{ mt: 0.5 }}>
              You cannot remove your own admin rights
            </Typography>
          )}
        </>
      );
    },
  },
];

export default function MakeAdminPage() {
  const [q, setQ] = useState('');
  const users = useUserPages(q);
  const { user: me } = useSession();
  const { run, pending } = useSetRole();
  // The change asked about stays after the dialog closes, so its words hold while it fades out.
  const [asked, setAsked] = useState<{ change: SetRoleArgs; open: boolean } | null>(null);
  const ask = (change: SetRoleArgs) => setAsked({ change, open: true });
  const closeDialog = () => setAsked((last) => last && { ...last, open: false });
  const changeRole = async () => {
    if (!asked) return;
    await run(asked.change);
    closeDialog();
    users.reload();
  };
  const granting = asked?.change.roll === 'admin';

  return (
    <ListPage
      title="MakeAdmin"
      label="Users"
      columns={userColumns({ myId: me?.uid, pending, ask })}
      rowKey={(user) => user._id}
      empty={q ? 'No user’s email starts with this.' : 'There are no users yet.'}
      read={users}
      controls={<UserSearchForm onSearch={setQ} />}
    >
      <ConfirmDialog
        open={asked?.open ?? false}
        title={granting ? 'Make this user an admin?' : 'Remove admin rights?'}
        confirmLabel={granting ? 'Yes, make admin' : 'Yes, remove'}
        destructive={!granting}
        pending={pending}
        onConfirm={changeRole}
        onClose={closeDialog}
      >
        {asked &&
          (granting
            ? `${asked.change.email} will manage products, orders and other users' admin rights.`
            : `${asked.change.email} will no longer manage products, orders or admin rights.`)}
      </ConfirmDialog>
    </ListPage>
  );
}
