// Login, Sign Up and Reset Password in one lazy chunk behind one route import, as admin-tax-screens.tsx does: the
// three share their card and form, and the home page's route table carries one import for them instead of three.
import { useLocation } from 'react-router-dom';
import LoginPage from '../features/auth/components/login-page';
import SignUpPage from '../features/auth/components/sign-up-page';
import ForgetPasswordPage from '../features/auth/components/forget-password-page';

export default function AuthScreens() {
  const path = useLocation().pathname;
  if (path.startsWith('/signUp')) return <SignUpPage />;
  if (path.startsWith('/forgetPassword')) return <ForgetPasswordPage />;
  return <LoginPage />;
}
