import { Inject, Injectable } from '@nestjs/common';
import type { HistoryRecordType } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { DomainError } from '../../shared/domain-error';
import {
  HISTORY_ORDER_KEY,
  type HistoryRowDocument,
  RECORD_HISTORY,
  recordKeyOf,
} from './projections/record-history.read-model';

const IF_MATCH_MESSAGE = 'Must be a version this API answered, as "<version>", W/"<version>" or *';

/**
 * The version an `If-Match` header names (`"v"`, `W/"v"` or `v`), or null when absent or `*`. Anything else,
 * such as a list of versions, an unterminated quote or a value that is no version of ours, is a 400 naming
 * If-Match: read as "no precondition", it would let the edit overwrite what the client meant to protect.
 */
export function versionOf(ifMatch: string | undefined): string | null {
  if (ifMatch === undefined) return null;
  const trimmed = ifMatch.trim();
  if (trimmed === '*') return null;
  const value = /^(?:W\/)?"([^"]*)"$/.exec(trimmed)?.[1] ?? trimmed;
  if (HISTORY_ORDER_KEY.test(value)) return value;
  throw new DomainError('invalid', 'REQUEST.INVALID_IF_MATCH', `If-Match: ${IF_MATCH_MESSAGE}`, [
    { field: 'If-Match', message: IF_MATCH_MESSAGE },
  ]);
}

const CONFLICT_MESSAGE = 'Changed by someone else since you opened this form';

export interface Edit {
  accountId: number;
  recordType: HistoryRecordType;
  recordId: number;
  /** The version the edit's form opened (versionOf); null asks nothing. */
  version: string | null;
  /** The API fields the edit sends. */
  fields: readonly string[];
  /** The stored field of an API field where they differ (a relationship's `type` is `relationshipType`). */
  eventFields?: Readonly<Record<string, string>>;
}

/** Record versions for edit forms (docs/decisions/0068), read from the records' history rows. */
@Injectable()
export class EditVersions {
  /** The last edit of each record being checked or saved in this process; removed once it is done. */
  private readonly editing = new Map<string, Promise<void>>();

  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /**
   * Checks the edit (check) and runs `save` while no other edit of the same record does, in this process.
   * `save` returns once its change is projected, so the next edit's check sees it: two saves of one field
   * from the same version cannot both pass (they did in about half of the pairs sent at once).
   */
  async checked<T>(edit: Edit, save: () => Promise<T>): Promise<T> {
    const key = `${edit.accountId}:${edit.recordType}:${edit.recordId}`;
    const previous = this.editing.get(key) ?? Promise.resolve();
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    const turn = previous.then(() => mine);
    this.editing.set(key, turn);
    await previous;
    try {
      await this.check(edit);
      return await save();
    } finally {
      done();
      if (this.editing.get(key) === turn) this.editing.delete(key);
    }
  }

  /** The place of the last row filed in the record's history; opaque to clients, who send it back in If-Match. */
  async of(accountId: number, recordType: HistoryRecordType, recordId: number): Promise<string | null> {
    const [last] = await this.store.find<HistoryRowDocument>(
      RECORD_HISTORY,
      { accountId, recordKey: recordKeyOf(recordType, recordId) },
      { sort: [{ field: 'at', direction: 'desc' }], limit: 1 },
    );
    return last?.at ?? null;
  }

  /**
   * Refuses an edit whose fields someone else changed after its version, with 409 naming each of them. Other
   * fields changed meanwhile are no conflict: the edit sends only its own and both changes stay (decision 0060).
   */
  async check({ accountId, recordType, recordId, version, fields, eventFields }: Edit): Promise<void> {
    if (version === null || fields.length === 0) return;
    const since = await this.store.find<HistoryRowDocument>(RECORD_HISTORY, {
      accountId,
      recordKey: recordKeyOf(recordType, recordId),
      at: { gt: version },
    });
    const changed = new Set(
      since
        .filter((row) => row.recordType === recordType && row.recordId === recordId && row.changes)
        .flatMap((row) => Object.keys(row.changes!)),
    );
    const clashes = fields.filter((field) => changed.has(eventFields?.[field] ?? field));
    if (clashes.length === 0) return;
    throw new DomainError(
      'conflict',
      'EDIT.CONFLICT',
      `Someone else changed ${clashes.join(', ')} since you opened this form. Reload to see their change, then edit again.`,
      clashes.map((field) => ({ field, message: CONFLICT_MESSAGE })),
    );
  }
}
