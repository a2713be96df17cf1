import { foldedUsername } from '@ledgerline/contracts';
import { EventCatalogue } from '../catalogue/event-catalogue';
import { accountEvents } from './account.events';
import { AccountClosed } from './account.events';
import { complianceEvents, documentEvents } from './compliance.events';
import { notificationEvents } from './notification.events';
import { identityEvents, identityLifecycleEvents } from './identity.events';
import { registerEvents } from './register.events';
import { privacyEvents } from './privacy.events';
import { apiTokenEvents } from './api-token.events';
import { teamEvents, UserAccountChanged } from './team.events';
import { emailReminderEvents } from './email-reminder.events';

export * from './account.events';
export * from './compliance.events';
export * from './notification.events';
export * from './identity.events';
export * from './register.events';
export * from './privacy.events';
export * from './api-token.events';
export * from './team.events';
export * from './email-reminder.events';

export const domainEventCatalogue = (): EventCatalogue =>
  new EventCatalogue([
    ...identityEvents,
    ...identityLifecycleEvents,
    ...accountEvents,
    AccountClosed,
    ...registerEvents,
    ...complianceEvents,
    ...documentEvents,
    ...notificationEvents,
    ...privacyEvents,
    ...apiTokenEvents,
    ...teamEvents,
    UserAccountChanged,
    ...emailReminderEvents,
  ]);

export const streams = {
  account: (accountId: number) => `account-${accountId}`,
  user: (userId: number) => `user-${userId}`,
  /** One stream per folded name (docs/decisions/0075); before, the lower-cased name: those claims stay as they are. */
  username: (username: string) => `username-${encodeURIComponent(foldedUsername(username))}`,
  notifications: (accountId: number) => `notifications-${accountId}`,
  installation: 'installation',
  installationAdmins: 'installation-admins',
} as const;
