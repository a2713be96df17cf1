import type { EventStore } from '../event-store.port';
import { GENESIS_HASH } from '../sqlite/event-hash-chain';
import { eventDigest, hashedFieldsOfEvent, linkHash } from './chain-link';
import type { AccountChainHead, AccountChainLink, ChainHead, ChainLink, ChainLog } from './chain-log.port';
import { KurrentDbAccountFold } from './kurrentdb-account-fold';

const BATCH = 1000;

/**
 * KurrentDB keeps a chain per stream (in each event's metadata) and no global one: appends to different streams
 * are not serialised. The log's chain is folded at read time over $all in commit order, linking each event's
 * digest, so a signed anchor over the fold catches a deleted stream or tail (docs/decisions/0031). The fold is
 * remembered up to the last link read, so the schedule and successive exports only hash what is new.
 */
export class KurrentDbChainLog implements ChainLog {
  private folded: ChainHead | null = null;
  private readonly accounts: KurrentDbAccountFold;

  constructor(private readonly store: EventStore) {
    this.accounts = new KurrentDbAccountFold(store);
  }

  accountHead(accountId: string): Promise<AccountChainHead | null> {
    return this.accounts.head(accountId);
  }

  accountLinks(
    accountId: string,
    options: { after?: bigint; maxCount: number },
  ): Promise<AccountChainLink[]> {
    return this.accounts.links(accountId, options);
  }

  accountHeadsAfter(after: bigint): Promise<AccountChainHead[]> {
    return this.accounts.headsAfter(after);
  }

  async head(): Promise<ChainHead | null> {
    let last: ChainLink | undefined;
    let after = this.folded?.position;
    for (;;) {
      const batch = await this.links({ after, maxCount: BATCH });
      if (batch.length === 0) break;
      last = batch[batch.length - 1];
      after = last.event.globalPosition;
    }
    if (last) return { position: last.event.globalPosition, hash: last.hash };
    return this.folded;
  }

  async links(options: { after?: bigint; maxCount: number }): Promise<ChainLink[]> {
    let previousHash = await this.hashAt(options.after);
    const events = await this.store.readAll({ after: options.after, maxCount: options.maxCount });
    const links = events.map((event) => {
      const digest = eventDigest(hashedFieldsOfEvent(event));
      const link = { event, digest, previousHash, hash: linkHash(previousHash, digest), legacy: false };
      previousHash = link.hash;
      return link;
    });
    const last = links[links.length - 1];
    if (last && (!this.folded || last.event.globalPosition > this.folded.position))
      this.folded = { position: last.event.globalPosition, hash: last.hash };
    return links;
  }

  async close(): Promise<void> {
    await this.store.close();
  }

  /** The fold's hash after `position`, continued from the remembered fold when it lies before. */
  private async hashAt(position: bigint | undefined): Promise<string> {
    if (position === undefined) return GENESIS_HASH;
    if (this.folded?.position === position) return this.folded.hash;
    let after = this.folded && this.folded.position < position ? this.folded.position : undefined;
    let hash = after === undefined ? GENESIS_HASH : (this.folded?.hash ?? GENESIS_HASH);
    for (;;) {
      const events = await this.store.readAll({ after, maxCount: BATCH });
      const within = events.filter((event) => event.globalPosition <= position);
      for (const event of within) hash = linkHash(hash, eventDigest(hashedFieldsOfEvent(event)));
      if (within.length < events.length || events.length < BATCH) return hash;
      after = events[events.length - 1].globalPosition;
    }
  }
}
