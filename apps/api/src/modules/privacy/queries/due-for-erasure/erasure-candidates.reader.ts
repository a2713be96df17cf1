import { Inject, Injectable } from '@nestjs/common';
import { type ErasureCandidateView, personalDataErasableFrom } from '@ledgerline/contracts';
import { streams } from '@ledgerline/events';
import { READ_STORE, type ReadStoreReader } from '@ledgerline/projections';
import { EventSourcedStreams } from '../../../../infrastructure/event-sourcing/event-sourced-streams';
import { AccountDays } from '../../../../shared/account-days';
import { accountRegister } from '../../../accounts/domain/account-register.state';
import {
  HISTORY_RECORDS,
  type HistoryRecordDocument,
  recordKeyOf,
} from '../../../history/projections/record-history.read-model';

/**
 * The account's deleted individuals that are not erased yet, with the day each may be erased from
 * (docs/decisions/0032): computed from the register on each request, so the list is right whether or not any
 * job ran, as the Trash's purge date is (0023). Names come from the history's record index.
 */
@Injectable()
export class ErasureCandidatesReader {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly days: AccountDays,
    @Inject(READ_STORE) private readonly readStore: ReadStoreReader,
  ) {}

  async list(accountId: number, dueOnly: boolean): Promise<ErasureCandidateView[]> {
    const [{ state }, today] = await Promise.all([
      this.streams.load(streams.account(accountId), accountRegister),
      this.days.today(accountId),
    ]);
    const candidates = [...state.individuals]
      .filter(([, person]) => person.deleted && !person.erased)
      .map(([entityId, person]) => {
        const erasableFrom = personalDataErasableFrom(person) ?? today;
        return { entityId, ...person, erasableFrom, due: today >= erasableFrom };
      })
      .filter((candidate) => !dueOnly || candidate.due)
      .sort((a, b) => a.erasableFrom.localeCompare(b.erasableFrom) || a.entityId - b.entityId);
    const records = candidates.length
      ? await this.readStore.find<HistoryRecordDocument>(HISTORY_RECORDS, {
          accountId,
          recordKey: candidates.map((c) => recordKeyOf('entity', c.entityId)),
        })
      : [];
    const names = new Map(records.map((r) => [r.recordId, r.name]));
    return candidates.map(({ entityId, registeredOn, deletedOn, erasableFrom, due }) => ({
      entityId,
      name: names.get(entityId) ?? `Individual #${entityId}`,
      registeredOn,
      deletedOn,
      erasableFrom,
      due,
    }));
  }
}
