import { useNavigate } from 'react-router-dom';
import { AuthScreen } from '@/features/auth/components/auth-screen';

export function AuthRoute() {
  const navigate = useNavigate();
  return <AuthScreen onAuthenticated={() => navigate('/dashboard', { replace: true })} />;
}
