import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ArrowLeft, LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUser } from '@/lib/session/get-user';
import { useLogout } from '@/lib/session/logout';
import { AuthMarketingPanel } from './auth-marketing-panel';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type AuthTab = 'login' | 'register';

/** Opens on Login, or on Register when linked as `/auth?tab=register` (the landing page's Sign Up Now). */
export function AuthScreen({ onAuthenticated }: { onAuthenticated: () => void }) {
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<AuthTab>(searchParams.get('tab') === 'register' ? 'register' : 'login');
  const userQuery = useUser();
  const logoutMutation = useLogout();

  return (
    <div className="flex min-h-screen">
      <main className="flex flex-1 flex-col items-center justify-center gap-6 p-6">
        <div className="flex w-full max-w-md items-center justify-between">
          <Button variant="ghost" asChild>
            <Link to="/">
              <ArrowLeft aria-hidden />
              Back to Home
            </Link>
          </Button>
          {userQuery.data ? (
            <Button
              variant="outline"
              onClick={() => logoutMutation.mutate()}
              disabled={logoutMutation.isPending}
            >
              {logoutMutation.isPending ? <Spinner /> : <LogOut aria-hidden />}
              Logout
            </Button>
          ) : null}
        </div>
        <Card className="w-full max-w-md">
          <CardHeader>
            <h1 className="text-2xl font-semibold tracking-tight">Ledgerline</h1>
            <CardDescription>Sign in to your account or create a new one.</CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="register">Register</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm onSuccess={onAuthenticated} onSwitchToRegister={() => setTab('register')} />
              </TabsContent>
              <TabsContent value="register">
                <RegisterForm onSuccess={onAuthenticated} onSwitchToLogin={() => setTab('login')} />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </main>
      <AuthMarketingPanel />
    </div>
  );
}
