// /dashboard/makeAdmin (admin): every user; Make Admin is disabled for admins, Remove Admin for the others.
import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useReadErrorToast } from '../../../lib/use-read-error-toast';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useUsers } from '../api/use-users';
import { useSetRole } from '../api/set-role';

const LOAD_ERROR = 'The users could not be loaded. Please try again.';
const wide = { display: { xs: 'none', sm: 'table-cell' } };

export default function MakeAdminPage() {
  const { status, users } = useUsers();
  useReadErrorToast(status, LOAD_ERROR);
  const { run: setRole, pending } = useSetRole();

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        MakeAdmin
      </Typography>
      {status === 'loading' && <PageLoader />}
      {status === 'error' && <Alert severity="error">{LOAD_ERROR}</Alert>}
      {status === 'success' && users.length === 0 && <Alert severity="info">There are no users yet.</Alert>}
      {status === 'success' && users.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Users">
            <TableHead>
              <TableRow>
                <TableCell>Email</TableCell>
                <TableCell sx={wide}>Name</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.map((user) => {
                const admin = user.roll === 'admin';
                return (
                  <TableRow key={user._id}>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{user.email}</TableCell>
                    <TableCell sx={wide}>{user.displayName}</TableCell>
                    <TableCell>
                      {admin ? (
                        <Chip size="small" color="primary" label="admin" />
                      ) : (
                        <Chip size="small" variant="outlined" label="user" />
                      )}
                    </TableCell>
                    <TableCell>
                      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
                        <Button
                          size="small"
                          variant="contained"
                          disabled={admin || pending}
                          onClick={() => setRole({ email: user.email, roll: 'admin' })}
                        >
                          Make Admin
                        </Button>
                        <Button
                          size="small"
                          variant="outlined"
                          color="error"
                          disabled={!admin || pending}
                          onClick={() => setRole({ email: user.email, roll: '' })}
                        >
                          Remove Admin
                        </Button>
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
