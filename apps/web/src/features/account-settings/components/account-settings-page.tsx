import type { ReactNode } from 'react';
import { SettingsNav } from '@/components/settings-nav';
import { DetailSkeleton } from '@/components/ui/detail-skeleton';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { errorMessage } from '@/lib/api-client';
import { useAccountSettings } from '../api/get-account-settings';
import { AccountNameForm } from './account-name-form';
import { AccountSettingsForm } from './account-settings-form';
import { CurrencyForm } from './currency-form';
import { TimeZoneForm } from './time-zone-form';

/** Settings -> Account: settings of the account as a whole; `children` follow the forms. */
export function AccountSettingsPage({ children }: { children?: ReactNode }) {
  const settings = useAccountSettings();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Account settings</h1>
        <p className="text-muted-foreground">
          What your account is called, how its deadlines are tracked, in which time zone and in which currency
        </p>
      </div>
      <SettingsNav />
      {settings.data ? (
        <>
          <AccountNameForm settings={settings.data} />
          <AccountSettingsForm settings={settings.data} />
          <TimeZoneForm settings={settings.data} />
          <CurrencyForm settings={settings.data} />
          {children}
        </>
      ) : settings.isError ? (
        <LoadErrorAlert
          title="Could not load the account settings"
          detail={errorMessage(settings.error)}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <DetailSkeleton label="Loading account settings" />
      )}
    </div>
  );
}
