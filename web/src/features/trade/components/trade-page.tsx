// /trade (signed in): a customer with no company applies for a trade account; a member sees the application's
// status, the company's terms and its members, which a company admin manages, and its approvals.
import { Alert, Box, Paper, Typography } from '@mui/material';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useSession } from '../../../lib/auth/use-session';
import { useMyCompany } from '../api/my-company';
import { ApplyForm } from './apply-form';
import { CompanyMembers } from './company-members';
import { CompanyStatusPanel } from './company-status-panel';
import { ApprovalsPanel } from './approvals-panel';

export default function TradePage() {
  const mine = useMyCompany();
  const { user } = useSession();
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: 2, py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Trade account
      </Typography>
      {mine.status === 'loading' && <PageLoader />}
      {mine.status === 'error' && (
        <Alert severity="error">Your trade account could not be loaded. Please try again.</Alert>
      )}
      {mine.status === 'success' && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <CompanyStatusPanel mine={mine.data} />
          {mine.data.company.status !== 'rejected' && (
            <CompanyMembers mine={mine.data} callerUid={user?.uid} onChanged={mine.reload} />
          )}
          {mine.data.company.status === 'approved' && mine.data.role === 'admin' && <ApprovalsPanel />}
        </Paper>
      )}
      {(mine.status === 'none' || (mine.status === 'success' && mine.data.company.status === 'rejected')) && (
        <Paper variant="outlined" component="section" aria-labelledby="apply-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
          <Typography id="apply-title" variant="h5" component="h2" gutterBottom>
            Apply for a trade account
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Buy for your business at trade prices, with buyers of your own. We review every application.
          </Typography>
          <ApplyForm onApplied={mine.reload} />
        </Paper>
      )}
    </Box>
  );
}
