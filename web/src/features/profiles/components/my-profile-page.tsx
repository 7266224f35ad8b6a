// /dashboard/myProfile: name and email read-only (from the account), education, location, number, linkedin, and the
// address book.
import { Alert, Paper } from '@mui/material';
import { PageFrame } from '../../../components/layout/page-frame';
import { useSession } from '../../../lib/auth/use-session';
import { useReadErrorToast } from '../../../lib/use-read-error-toast';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useMyProfile } from '../api/use-my-profile';
import { ProfileForm } from './profile-form';
import { AddressBook } from './address-book';

const LOAD_ERROR = 'Your profile could not be loaded. Please try again.';
const EMPTY = { education: '', location: '', number: '', linkedin: '' };

export default function MyProfilePage() {
  const { user } = useSession();
  const { status, profile } = useMyProfile(user?.uid ?? '');
  useReadErrorToast(status, LOAD_ERROR);

  return (
    <PageFrame title="My Profile">
      {status === 'loading' && <PageLoader />}
      {status === 'error' && <Alert severity="error">{LOAD_ERROR}</Alert>}
      {status === 'success' && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
          <ProfileForm
            name={user?.displayName ?? ''}
            email={user?.email ?? ''}
            initial={
              profile
                ? {
                    education: profile.education,
                    location: profile.location,
                    number: profile.number,
                    linkedin: profile.linkedin,
                  }
                : EMPTY
            }
          />
        </Paper>
      )}
      <AddressBook />
    </PageFrame>
  );
}
