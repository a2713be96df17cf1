import type { RecordedEvent } from '@ledgerline/events';
import type { Projector } from '../projector';
import type { ReadStoreWriter } from '../read-store.port';

export const ACCOUNT_NOTES = 'account_notes';

export type AccountNotesDocument = {
  id: string;
  accountId: string;
  notes: number;
  lastNote: string;
  lastPosition: string;
};

/**
 * Test projector: notes recorded per account, each counted `version` times so a rebuilt version is
 * visible. Idempotent through the position it stores. `NoteImported` is deliberately missing from
 * the test catalogue.
 */
export class AccountNotesProjector implements Projector {
  readonly name = 'account-notes';
  readonly collections = [ACCOUNT_NOTES];
  readonly handles = ['NoteRecorded', 'NoteImported'];
  applied: RecordedEvent[] = [];

  constructor(
    readonly version = 1,
    private readonly failAtPosition?: bigint,
  ) {}

  async apply(event: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (event.globalPosition === this.failAtPosition)
      throw new Error(`cannot project ${event.globalPosition}`);
    this.applied.push(event);
    const { accountId } = event.metadata;
    const current = await writer.get<AccountNotesDocument>(ACCOUNT_NOTES, accountId);
    if (current && BigInt(current.lastPosition) >= event.globalPosition) return;
    await writer.put(ACCOUNT_NOTES, {
      id: accountId,
      accountId,
      notes: (current?.notes ?? 0) + this.version,
      lastNote: (event.data as { note: string }).note,
      lastPosition: event.globalPosition.toString(),
    });
  }
}
