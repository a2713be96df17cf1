import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ID_ALLOCATOR, type IdAllocator, streams } from '@ledgerline/events';
import { checkpointNameOf, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { EventSourcedStreams } from '../../infrastructure/event-sourcing/event-sourced-streams';
import { AccountDays } from '../../shared/account-days';
import { accountRegister, type AccountRegisterState } from '../accounts/domain/account-register.state';
import { ACCOUNTS, type AccountDocument } from '../accounts/projections/account.read-model';
import { EntitiesProjector } from '../entities/projections/entities.projector';
import { FILINGS, type FilingDocument } from '../filings/projections/filing.read-model';
import {
  BO_OWNER_CHANGES,
  type OwnerSetChangesDocument,
} from '../ownership/projections/beneficial-owner-results.projector';
import { toFilingView } from '../filings/queries/filing-status';
import {
  accountNotifications,
  decideRaiseNotifications,
} from '../notifications/domain/notifications.decider';
import { erasureNotices } from '../privacy/domain/erasure-notices';
import { noticeFor } from './domain/deadline-notifications';
import { downstreamOf, scopeAfterLinkChange } from './domain/downstream';
import {
  currentPlans,
  decidePlanFilings,
  missingAmong,
  ownerComparisons,
  type PlanScope,
} from './domain/plan-filings.decider';
import { datedChangeSince, detectOwnerChanges } from './owner-changes';
import { EmailRemindersService } from '../email-reminders/email-reminders.service';

export interface ScanResult {
  accounts: number;
  filingsPlanned: number;
  notificationsRaised: number;
  /** Reminder e-mails the mail port accepted (docs/decisions/0042). */
  emailsSent: number;
  /** Trusts whose compliance moved with time alone: a founder, trustee or beneficiary link began or ended. */
  trustsChanged: number;
}

/** The deadline engine and the notifier; run by the in-process scheduler or the BullMQ worker. */
@Injectable()
export class DeadlineScanService {
  constructor(
    private readonly streams: EventSourcedStreams,
    @Inject(ID_ALLOCATOR) private readonly ids: IdAllocator,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly days: AccountDays,
    private readonly reminders: EmailRemindersService,
  ) {
    this.entities = new EntitiesProjector(days.defaultTimeZone);
  }

  /** Stateless: the scan borrows its rule for trusts whose standing moves with time. */
  private readonly entities: EntitiesProjector;

  /** Plans what the facts call for and brings the engine's unsettled plans in line; returns how many it added. */
  planAccount(accountId: number): Promise<number> {
    return this.plan(accountId, () => null);
  }

  /** After a change to these entities' own facts: plans for them alone, not the whole account. */
  planEntities(accountId: number, entityIds: readonly number[]): Promise<number> {
    return this.plan(accountId, () => new Set(entityIds));
  }

  /**
   * After a change to a link between these entities: plans for them and every entity below them. Given the
   * correlation id of an undated write (no start, end or effective date) whose projections are done, only for the
   * ends and the entities whose owner set that write changed (`scopeAfterLinkChange`).
   */
  planAfterLinkChange(accountId: number, endIds: readonly number[], undatedWrite?: string): Promise<number> {
    if (undatedWrite === undefined) return this.plan(accountId, (state) => downstreamOf(state, endIds));
    return this.plan(accountId, async (state, today) => {
      const changes = await this.readStore.get<OwnerSetChangesDocument>(BO_OWNER_CHANGES, String(accountId));
      const changed = changes?.writes.find((w) => w.correlationId === undatedWrite)?.entityIds ?? null;
      const scope = scopeAfterLinkChange(state, endIds, changed);
      if (changed === null) return scope;
      // Before anything is filed the baseline is the owners on the first lodgement's due day, undated links
      // counting on every day: where a dated change since is in question, a link that leaves today's owners as
      // they were may still move that baseline.
      const unfiled = ownerComparisons(state, today, downstreamOf(state, endIds)).filter(
        (c) => c.filed === null && !scope.has(c.entityId),
      );
      const timeZone = await this.days.timeZone(accountId);
      for (const c of await datedChangeSince(this.readStore, accountId, unfiled, timeZone))
        scope.add(c.entityId);
      return scope;
    });
  }

  /** The ends of a link as the register holds it now, before a command removes it; none for an unknown link. */
  async linkEnds(accountId: number, relationshipId: number): Promise<number[]> {
    const { state } = await this.streams.load(streams.account(accountId), accountRegister);
    const link = state.relationships.get(relationshipId);
    return link ? [link.sourceEntityId, link.targetEntityId] : [];
  }

  private async plan(
    accountId: number,
    scopeOf: (state: AccountRegisterState, today: string) => PlanScope | Promise<PlanScope>,
  ): Promise<number> {
    const today = await this.days.today(accountId);
    const stream = streams.account(accountId);
    // The cached state will do: what it plans is decided again in execute, on the stream's latest state.
    const { state } = await this.streams.load(stream, accountRegister, true);
    if (state.accountId === null) return 0;
    const scope = await scopeOf(state, today);
    const comparisons = ownerComparisons(state, today, scope);
    const timeZone = await this.days.timeZone(accountId);
    const ownerChanges = await detectOwnerChanges(this.readStore, accountId, comparisons, today, timeZone);
    const ownersAsFiled = new Set(
      comparisons
        .filter((c) => c.filed && !ownerChanges.some((change) => change.entityId === c.entityId))
        .map((c) => c.entityId),
    );
    const command = { today, ownerChanges, scope, ownersAsFiled };
    const missing = missingAmong(state, currentPlans(state, today, ownerChanges, scope), scope);
    // Without ids the decision adds nothing: what is left are its updates (revisions, withdrawals).
    const updates = decidePlanFilings({ ...command, ids: [] }, state);
    if (missing.length === 0 && updates.length === 0) return 0;
    const ids = await Promise.all(missing.map(() => this.ids.next('filing')));
    const meta = { accountId, actorId: 'system' as const, correlationId: randomUUID() };
    await this.streams.execute(stream, accountRegister, meta, (s) =>
      decidePlanFilings({ ...command, ids }, s),
    );
    return missing.length;
  }

  async notifyAccount(accountId: number): Promise<number> {
    const today = await this.days.today(accountId);
    const open = await this.readStore.find<FilingDocument>(FILINGS, { accountId, isOpen: true });
    const { state: register } = await this.streams.load(streams.account(accountId), accountRegister);
    const notices = [
      ...open.map((doc) => noticeFor(toFilingView(doc, today))).filter((n) => n !== null),
      ...erasureNotices(register, today),
    ];
    if (notices.length === 0) return 0;
    const stream = streams.notifications(accountId);
    const { state } = await this.streams.load(stream, accountNotifications);
    const fresh = notices.filter((n) => !state.dedupeKeys.has(n.dedupeKey));
    if (fresh.length === 0) return 0;
    const ids = await Promise.all(fresh.map(() => this.ids.next('notification')));
    const raise = fresh.map((n, i) => ({ ...n, notificationId: ids[i], accountId }));
    const meta = { accountId, actorId: 'system' as const, correlationId: randomUUID() };
    let raised = 0;
    await this.streams.execute(stream, accountNotifications, meta, (s) => {
      const events = decideRaiseNotifications(raise, s);
      raised = events.length;
      return events;
    });
    return raised;
  }

  /**
   * The trust list's compliance moves with time too: a trustee whose end date passed holds the role no more. The
   * entities projector's own rule, run in its checkpoint's transaction (the checkpoint left as it is).
   */
  async restandTrusts(accountId: number): Promise<number> {
    const today = await this.days.today(accountId);
    let lapsed = 0;
    await this.readStore.withCheckpoint(checkpointNameOf(this.entities), async (writer) => {
      lapsed = await this.entities.restandDue(writer, accountId, today);
      return null;
    });
    return lapsed;
  }

  async scanAll(): Promise<ScanResult> {
    const accounts = await this.readStore.find<AccountDocument>(ACCOUNTS, {});
    const result: ScanResult = {
      accounts: accounts.length,
      filingsPlanned: 0,
      notificationsRaised: 0,
      emailsSent: 0,
      trustsChanged: 0,
    };
    for (const { accountId } of accounts) {
      result.filingsPlanned += await this.planAccount(accountId);
      result.notificationsRaised += await this.notifyAccount(accountId);
      result.emailsSent += await this.reminders.remindAccount(accountId);
      result.trustsChanged += await this.restandTrusts(accountId);
    }
    return result;
  }
}
