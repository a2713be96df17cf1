import { z } from 'zod';
import { defineEvent, type EventOf } from '../catalogue/event-definition';

/**
 * Stream `account-{id}`. A deleted individual's personal fields were erased (POPIA s14, docs/decisions/0032):
 * the person's key is destroyed right after this append, so those fields read as erased everywhere. It holds
 * nothing personal itself: why it was allowed (the retention period was over, or an override and its reason).
 */
export const PersonalDataErased = defineEvent(
  'PersonalDataErased',
  z.object({
    entityId: z.number().int(),
    accountId: z.number().int(),
    erasedByUserId: z.number().int(),
    basis: z.enum(['retention_elapsed', 'override']),
    /** YYYY-MM-DD the retention period ended (or would have ended, for an override). */
    retainedUntil: z.string(),
    overrideReason: z.string().nullable(),
  }),
);

export const privacyEvents = [PersonalDataErased];
export type PrivacyEvent = EventOf<(typeof privacyEvents)[number]>;
