import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { AccountDays } from '../../../../shared/account-days';
import { CLOCK, type Clock } from '../../../../shared/clock';
import { historyVersionOf } from '../../../ownership/projections/known-at-slice';
import { GraphIndexReader, type GraphReader } from './graph-index.reader';
import { graphSnapshot } from './graph-snapshot';

/** Snapshots kept: the hierarchy and the network of a day or two in a few accounts (each a few MB at 10,000). */
const KEPT = 8;

/**
 * The graph snapshots of graph-snapshot.ts, kept per account, history version (one document read per request),
 * moment, day and the account's zone (which turns a change's recorded instant into its day): the web app asks
 * for the hierarchy and the network of the same day in turn, and a snapshot of a whole account takes a read of
 * all its versions. Any change projected into the history changes the version, so nothing built before it is
 * served after it (docs/decisions/0033).
 */
@Injectable()
export class GraphSnapshots {
  private readonly kept = new Map<string, Promise<GraphReader>>();

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly current: GraphIndexReader,
    private readonly days: AccountDays,
  ) {}

  async at(accountId: number, knownAt: string | undefined, asOf: string | undefined): Promise<GraphReader> {
    const [version, timeZone] = await Promise.all([
      historyVersionOf(this.store, accountId),
      asOf === undefined ? '' : this.days.timeZone(accountId),
    ]);
    const key = `${accountId}|${version}|${knownAt ?? 'now'}|${asOf ?? ''}|${timeZone}`;
    const found = this.kept.get(key);
    if (found) {
      this.kept.delete(key);
      this.kept.set(key, found);
      return found;
    }
    const moment = knownAt ?? this.clock.now().toISOString();
    const day = asOf === undefined ? undefined : { day: asOf, timeZone };
    const built = graphSnapshot(this.store, this.current, accountId, moment, day);
    this.kept.set(key, built);
    built.catch(() => this.kept.delete(key));
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!);
    return built;
  }
}
