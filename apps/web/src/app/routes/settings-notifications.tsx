import { NotificationSettingsPage } from '@/features/email-reminders/components/notification-settings-page';

export function SettingsNotificationsRoute() {
  return <NotificationSettingsPage />;
}
