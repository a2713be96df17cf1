import type { RecordedEvent } from '../event-envelope';
import type { EventStore } from '../event-store.port';
import { accountOfMetadata, type AccountTail, EMPTY_ACCOUNT_TAIL } from './account-chain';
import { eventDigest, hashedFieldsOfEvent, linkHash } from './chain-link';
import type { AccountChainHead, AccountChainLink } from './chain-log.port';

const BATCH = 1000;

/**
 * KurrentDB: each account's chain folded at read time over $all in commit order, the same formula the SQLite
 * log stores (docs/decisions/0046). Every account's head is remembered up to the last position folded, so the
 * schedule only hashes what is new; an export reads on from the link it stopped at. Reading one account from
 * an earlier position folds $all from the start (no per-account index on that profile).
 */
export class KurrentDbAccountFold {
  private readonly heads = new Map<string, AccountChainHead>();
  private foldedTo: bigint | undefined;
  /** Where each account's last export read stopped: its link and the $all position to read on from. */
  private readonly cursors = new Map<string, AccountChainHead>();

  constructor(private readonly store: EventStore) {}

  async head(accountId: string): Promise<AccountChainHead | null> {
    await this.advance();
    return this.heads.get(accountId) ?? null;
  }

  async headsAfter(after: bigint): Promise<AccountChainHead[]> {
    await this.advance();
    return [...this.heads.values()]
      .filter((head) => head.position > after)
      .sort((a, b) => (a.position < b.position ? -1 : 1));
  }

  async links(accountId: string, options: { after?: bigint; maxCount: number }): Promise<AccountChainLink[]> {
    const start = this.startAt(accountId, options.after);
    let tail: AccountTail = start.tail;
    let cursor = start.readAfter;
    const links: AccountChainLink[] = [];
    for (;;) {
      const events = await this.store.readAll({ after: cursor, maxCount: BATCH });
      for (const event of events) {
        if (accountOfMetadata(event.metadata) !== accountId) continue;
        const link = this.linkOf(event, tail);
        tail = { sequence: link.sequence, hash: link.hash };
        if (options.after !== undefined && event.globalPosition <= options.after) continue;
        links.push(link);
        if (links.length === options.maxCount) return this.remember(accountId, links);
      }
      if (events.length < BATCH) return this.remember(accountId, links);
      cursor = events[events.length - 1].globalPosition;
    }
  }

  private startAt(accountId: string, after: bigint | undefined): { tail: AccountTail; readAfter?: bigint } {
    const cursor = this.cursors.get(accountId);
    if (after !== undefined && cursor?.position === after)
      return { tail: { sequence: cursor.sequence, hash: cursor.hash }, readAfter: cursor.position };
    return { tail: EMPTY_ACCOUNT_TAIL, readAfter: undefined };
  }

  private remember(accountId: string, links: AccountChainLink[]): AccountChainLink[] {
    const last = links[links.length - 1];
    if (last)
      this.cursors.set(accountId, {
        accountId,
        position: last.event.globalPosition,
        sequence: last.sequence,
        hash: last.hash,
      });
    return links;
  }

  private linkOf(event: RecordedEvent, tail: AccountTail): AccountChainLink {
    const digest = eventDigest(hashedFieldsOfEvent(event));
    return {
      event,
      digest,
      sequence: tail.sequence + 1,
      previousHash: tail.hash,
      hash: linkHash(tail.hash, digest),
    };
  }

  private async advance(): Promise<void> {
    for (;;) {
      const events = await this.store.readAll({ after: this.foldedTo, maxCount: BATCH });
      for (const event of events) {
        const accountId = accountOfMetadata(event.metadata);
        const link = this.linkOf(event, this.heads.get(accountId) ?? EMPTY_ACCOUNT_TAIL);
        this.heads.set(accountId, {
          accountId,
          position: event.globalPosition,
          sequence: link.sequence,
          hash: link.hash,
        });
      }
      if (events.length > 0) this.foldedTo = events[events.length - 1].globalPosition;
      if (events.length < BATCH) return;
    }
  }
}
