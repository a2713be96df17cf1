import { EventEmitter } from 'node:events';
import type Database from 'better-sqlite3';
import type { NewEvent, RecordedEvent } from '../event-envelope';
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type ReadAllOptions,
  type ReadStreamOptions,
  type SubscribeToAllOptions,
  type Subscription,
  WrongExpectedRevisionError,
} from '../event-store.port';
import { eventDigest, legacyLinkHash, linkHash } from '../chain/chain-link';
import { type ChainVerification, GENESIS_HASH } from './event-hash-chain';
import { satisfiesExpectedRevision } from '../expected-revision';
import { PollingSubscription } from './polling-subscription';
import { hashedFieldsOf, toRecordedEvent } from './sqlite-event-row.mapper';
import { EVENTS_SCHEMA, type EventRow } from './sqlite-event-store.schema';
import { type AccountTail, EMPTY_ACCOUNT_TAIL, accountOfMetadata } from '../chain/account-chain';
import { ensureAccountChain } from './sqlite-account-chain';
import { prepareEventStatements, type EventStatements } from './sqlite-event-store.statements';

export interface SqliteEventStoreOptions {
  /** How often subscriptions look for appends made by other processes; default 150 ms. */
  pollIntervalMs?: number;
}

export class SqliteEventStore implements EventStore {
  private readonly statements: EventStatements;
  private readonly appends = new EventEmitter().setMaxListeners(0);
  private readonly subscriptions = new Set<Subscription>();
  private readonly appendTransaction: (
    streamName: string,
    events: NewEvent[],
    expected: ExpectedRevision,
  ) => AppendResult;

  constructor(
    private readonly db: Database.Database,
    private readonly options: SqliteEventStoreOptions = {},
  ) {
    db.exec(EVENTS_SCHEMA);
    ensureAccountChain(db);
    this.statements = prepareEventStatements(db);
    this.appendTransaction = db.transaction((streamName, events, expected) =>
      this.appendInTransaction(streamName, events, expected),
    ).immediate;
  }

  async appendToStream(
    streamName: string,
    events: NewEvent[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`Nothing to append to ${streamName}`);
    const result = this.appendTransaction(streamName, events, options.expectedRevision ?? 'any');
    this.appends.emit('append');
    return result;
  }

  async readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const rows = this.statements.readStream.all(
      streamName,
      options.fromRevision ?? 0,
      options.maxCount ?? -1,
    ) as EventRow[];
    return rows.map(toRecordedEvent);
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.readBatch(options.after, options.maxCount);
  }

  subscribeToAll(
    options: SubscribeToAllOptions,
    handler: (event: RecordedEvent) => Promise<void>,
  ): Subscription {
    const source = {
      readBatch: (after: bigint | undefined) => this.readBatch(after, 500),
      appends: this.appends,
      pollIntervalMs: this.options.pollIntervalMs ?? 150,
    };
    const subscription = new PollingSubscription(source, options, handler);
    this.subscriptions.add(subscription);
    return {
      unsubscribe: async () => {
        this.subscriptions.delete(subscription);
        await subscription.unsubscribe();
      },
    };
  }

  async headPosition(): Promise<bigint | null> {
    const row = this.statements.head.get() as { position: bigint } | undefined;
    return row?.position ?? null;
  }

  /**
   * Recomputes every row's hash in position order, the log's chain and its account's; reports the first row
   * that was altered or removed.
   */
  verifyChain(): ChainVerification {
    let previous = GENESIS_HASH;
    const accounts = new Map<string, AccountTail>();
    let checked = 0;
    for (const row of this.statements.allRows.iterate() as IterableIterator<EventRow>) {
      const fields = hashedFieldsOf(row);
      const digest = eventDigest(fields);
      const linked = linkHash(previous, digest) === row.hash;
      const tail = accounts.get(row.account_id ?? '') ?? EMPTY_ACCOUNT_TAIL;
      const account = { sequence: tail.sequence + 1, hash: linkHash(tail.hash, digest) };
      const accountLinked =
        row.account_id === accountOfMetadata(fields.metadata) &&
        Number(row.account_sequence) === account.sequence &&
        row.account_hash === account.hash;
      if ((!linked && legacyLinkHash(previous, fields) !== row.hash) || !accountLinked) {
        return { ok: false, checked, brokenAt: row.position };
      }
      accounts.set(row.account_id ?? '', account);
      previous = row.hash;
      checked += 1;
    }
    return { ok: true, checked };
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.unsubscribe()));
    this.subscriptions.clear();
    if (this.db.open) this.db.close();
  }

  private readBatch(after: bigint | undefined, maxCount: number): RecordedEvent[] {
    const rows = this.statements.readAll.all(after ?? BigInt(0), maxCount) as EventRow[];
    return rows.map(toRecordedEvent);
  }

  private accountTail(accountId: string): AccountTail {
    const row = this.statements.accountTail.get(accountId) as
      { account_sequence: bigint; account_hash: string } | undefined;
    return row ? { sequence: Number(row.account_sequence), hash: row.account_hash } : EMPTY_ACCOUNT_TAIL;
  }

  private appendInTransaction(
    streamName: string,
    events: NewEvent[],
    expected: ExpectedRevision,
  ): AppendResult {
    const current = this.statements.streamRevision.get(streamName) as { revision: bigint | null };
    const actual = current.revision === null ? 'no_stream' : Number(current.revision);
    if (!satisfiesExpectedRevision(expected, actual))
      throw new WrongExpectedRevisionError(streamName, expected, actual);
    const last = this.statements.lastHash.get() as { hash: string } | undefined;
    let previousHash = last?.hash ?? GENESIS_HASH;
    const tails = new Map<string, AccountTail>();
    let revision = actual === 'no_stream' ? -1 : actual;
    let position = BigInt(0);
    for (const event of events) {
      revision += 1;
      const data = JSON.stringify(event.data);
      const metadata = JSON.stringify(event.metadata);
      const row = {
        stream_name: streamName,
        stream_revision: BigInt(revision),
        type: event.type,
        data,
        metadata,
      };
      const digest = eventDigest(hashedFieldsOf({ ...row, position: BigInt(0), hash: '' }));
      previousHash = linkHash(previousHash, digest);
      const accountId = accountOfMetadata(event.metadata);
      const tail = tails.get(accountId) ?? this.accountTail(accountId);
      const account = { sequence: tail.sequence + 1, hash: linkHash(tail.hash, digest) };
      tails.set(accountId, account);
      position = this.statements.insert.run({
        ...row,
        hash: previousHash,
        account_id: accountId,
        account_sequence: account.sequence,
        account_hash: account.hash,
      }).lastInsertRowid as bigint;
    }
    return { nextExpectedRevision: revision, lastGlobalPosition: BigInt(position) };
  }
}
