import { EventCatalogue, type NewEvent, defineEvent } from '@ledgerline/events';
import { z } from 'zod';

/** A test-only event: a note recorded on an account. Old events stored `text` instead of `note`. */
export const NoteRecorded = defineEvent('NoteRecorded', z.object({ note: z.string() }), [
  (data) => {
    const stored = data as { text?: string; note?: string };
    return stored.note === undefined ? { note: stored.text } : stored;
  },
]);
export const NoteArchived = defineEvent('NoteArchived', z.object({ note: z.string() }));

export const noteCatalogue = () => new EventCatalogue([NoteRecorded, NoteArchived]);

let sequence = 0;

export function noteEvent(
  accountId: string,
  data: Record<string, unknown> = { note: 'hello' },
  type = 'NoteRecorded',
): NewEvent {
  sequence++;
  return {
    type,
    data,
    metadata: {
      eventId: `evt-${sequence}`,
      accountId,
      actorId: 'user-1',
      correlationId: `corr-${sequence}`,
      causationId: `corr-${sequence}`,
      recordedAt: '2025-01-01T00:00:00.000Z',
    },
  };
}
