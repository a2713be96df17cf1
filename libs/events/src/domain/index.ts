import { EventCatalogue } from '../catalogue/event-catalogue';
import { accountEvents } from './account.events';
import { identityEvents } from './identity.events';

export * from './account.events';
export * from './identity.events';

export const domainEventCatalogue = (): EventCatalogue =>
  new EventCatalogue([...identityEvents, ...accountEvents]);

export const streams = {
  account: (accountId: number) => `account-${accountId}`,
  user: (userId: number) => `user-${userId}`,
  username: (username: string) => `username-${encodeURIComponent(username.trim().toLowerCase())}`,
  installation: 'installation',
} as const;
