// The company's members and open invitations on /trade. A company admin adds a member by email (an existing
// account joins at once; another address is invited to sign up), makes members admins or buyers and removes them;
// the server refuses the last admin's demotion or removal with its message (a toast).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { companyMemberAddSchema, type CompanyMemberAddInput, type CompanyRole, type MyCompany } from '@toolshop/domain';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { addSubmit, RowForm } from '../../../components/form/row-form';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { addMember, changeMemberRole, removeMember } from '../api/my-company';

const ROLE_OPTIONS = [
  { value: 'buyer', label: 'Buyer' },
  { value: 'admin', label: 'Admin' },
];

function AddMemberForm({ companyId, onAdded }: { companyId: string; onAdded: () => void }) {
  const add = useApiMutation(addMember, {
    success: (answer) => (answer.joined ? `${answer.email} joined the company` : `Invitation sent to ${answer.email}`),
  });
  const form = useForm<CompanyMemberAddInput>({
    resolver: zodResolver(companyMemberAddSchema) as never,
    defaultValues: { email: '', role: 'buyer' },
  });
  const submit = addSubmit(form, (member) => add.run({ companyId, member }), ['email', 'role'], onAdded);
  return (
    <RowForm label="Add a member" onSubmit={submit} sx={{ mt: 2 }}>
      <FormTextField control={form.control} name="email" label="Email" type="email" required fullWidth />
      <FormSelectField control={form.control} name="role" label="Role" options={ROLE_OPTIONS} sx={{ minWidth: 140 }} />
      <SubmitButton pending={add.pending} sx={{ whiteSpace: 'nowrap' }}>
        Add member
      </SubmitButton>
    </RowForm>
  );
}

export function CompanyMembers({
  mine,
  callerUid,
  onChanged,
}: {
  mine: MyCompany;
  callerUid: string | undefined;
  onChanged: () => void;
}) {
  const companyId = mine.company.id;
  const manages = mine.role === 'admin' && mine.company.status === 'approved';
  const change = useApiMutation(changeMemberRole, { success: 'Role changed' });
  const remove = useApiMutation(removeMember, { success: 'Member removed' });
  const setRole = async (uid: string, role: CompanyRole) => {
    if ((await change.run({ companyId, uid, role })).ok) onChanged();
  };
  return (
    <Box component="section" aria-labelledby="members-title" sx={{ mt: 3 }}>
      <Typography id="members-title" variant="h6" component="h2">
        Members
      </Typography>
      <List aria-label="Members">
        {mine.members.map((member) => (
          <ListItem key={member.uid} divider aria-label={member.email} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={member.email}
              secondary={member.uid === callerUid ? 'You' : undefined}
              sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
            />
            <Chip size="small" label={member.role === 'admin' ? 'Admin' : 'Buyer'} />
            {manages && (
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  disabled={change.pending}
                  onClick={() => setRole(member.uid, member.role === 'admin' ? 'buyer' : 'admin')}
                >
                  {member.role === 'admin' ? 'Make buyer' : 'Make admin'}
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={remove.pending}
                  onClick={async () => {
                    if ((await remove.run({ companyId, uid: member.uid })).ok) onChanged();
                  }}
                >
                  Remove
                </Button>
              </Stack>
            )}
          </ListItem>
        ))}
        {mine.invites.map((invite) => (
          <ListItem key={invite.email} divider aria-label={invite.email}>
            <ListItemText primary={invite.email} secondary="Invited: joins once signed up" />
            <Chip size="small" variant="outlined" label={invite.role === 'admin' ? 'Admin' : 'Buyer'} />
          </ListItem>
        ))}
      </List>
      {manages && <AddMemberForm companyId={companyId} onAdded={onChanged} />}
    </Box>
  );
}
