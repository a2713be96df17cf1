import { z } from 'zod';
import { defineEvent, type EventOf } from '../catalogue/event-definition';

const id = z.number().int();

/** Stream `notifications-{accountId}`: the dedupe key makes a notification happen once per filing, due date and threshold. */
export const NotificationRaised = defineEvent(
  'NotificationRaised',
  z.object({
    notificationId: id,
    accountId: id,
    entityId: id.nullable(),
    filingId: id.nullable(),
    type: z.string(),
    message: z.string(),
    actionUrl: z.string().nullable(),
    actionRequired: z.boolean(),
    dedupeKey: z.string(),
  }),
);
export const NotificationRead = defineEvent(
  'NotificationRead',
  z.object({ notificationId: id, accountId: id, userId: id }),
);

export const notificationEvents = [NotificationRaised, NotificationRead];
export type NotificationEvent = EventOf<(typeof notificationEvents)[number]>;
