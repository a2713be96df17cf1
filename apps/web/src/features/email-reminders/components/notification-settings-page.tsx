import { SettingsNav } from '@/components/settings-nav';
import { DetailSkeleton } from '@/components/ui/detail-skeleton';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { errorMessage } from '@/lib/api-client';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { EmailRemindersForm } from './email-reminders-form';

/** Settings -> Notifications: each user's own, whatever their role in the account. */
export function NotificationSettingsPage() {
  const preferences = useNotificationPreferences();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Notifications</h1>
        <p className="text-muted-foreground">How you hear about filing deadlines</p>
      </div>
      <SettingsNav />
      {preferences.data ? (
        <EmailRemindersForm preferences={preferences.data} />
      ) : preferences.isError ? (
        <LoadErrorAlert
          title="Could not load your notification settings"
          detail={errorMessage(preferences.error)}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <DetailSkeleton label="Loading notification settings" />
      )}
    </div>
  );
}
