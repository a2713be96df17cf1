import { useNavigate } from 'react-router-dom';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { useAfterSignInPath } from '@/lib/session/after-sign-in';

export function AuthRoute() {
  const navigate = useNavigate();
  const afterSignIn = useAfterSignInPath();
  return <AuthScreen onAuthenticated={() => navigate(afterSignIn, { replace: true })} />;
}
