import { SettingsNav } from '@/components/settings-nav';
import { ChangePasswordForm } from './change-password-form';
import { SessionsCard } from './sessions-card';

/** Settings -> Security (docs/decisions/0018): the password and where the account is signed in. */
export function SecurityPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Security</h1>
        <p className="text-muted-foreground">Your password and the devices signed in to your account</p>
      </div>
      <SettingsNav />
      <ChangePasswordForm />
      <SessionsCard />
    </div>
  );
}
