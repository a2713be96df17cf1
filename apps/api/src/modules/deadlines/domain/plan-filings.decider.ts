import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import type {
  AccountRegisterState,
  RegisteredEntity,
  RegisteredFiling,
} from '../../accounts/domain/account-register.state';
import { addBusinessDays, addDays } from './business-days';
import { type FiledOwner, ownersKey } from './bo-changes';
import { type PlannedFiling, plannedFilings, tracked } from './deadline-rules';
import { noCipcDutyBecause } from './filing-duties';
import { filedOwnersOf, isBoFiling, lastSubmittedBoFiling } from './last-bo-filing';
import { revisedPlans } from './revise-plans';
import { withdrawnPlans } from './withdrawn-plans';

/** What an entity's owners are compared with to tell whether a BO refiling is due. */
export interface OwnerComparison {
  entityId: number;
  /** The last submitted BO filing's id, or `initial` for the first lodgement's due day. */
  baseline: string;
  /** The owners that filing declared; null: the owners on the day `after` (the first lodgement's due day). */
  filed: FiledOwner[] | null;
  /** Only changes effective after this day count; null: any day. */
  after: string | null;
}

export interface OwnerChange {
  entityId: number;
  baseline: string;
  filed: FiledOwner[];
  owners: FiledOwner[];
  /** The day the difference took effect: a start or end date, or the day an undated change was recorded. */
  effectiveOn: string;
  /**
   * The day the register learnt of it: recorded on or after the tracked-from day, its refiling is open even when
   * due before that day (docs/decisions/0026); absent, it follows the tracked-from day as every other plan.
   */
  recordedOn?: string;
}

/** The entities a planning run looks at; null: the whole account (the scheduler's run). */
export type PlanScope = ReadonlySet<number> | null;

/** The filings of the entities in scope, read through the state's index instead of every filing. */
function* filingsIn(state: AccountRegisterState, scope: PlanScope): Iterable<[number, RegisteredFiling]> {
  if (scope === null) return yield* state.filings;
  for (const entityId of scope)
    for (const filingId of state.filingIdsByEntity.get(entityId) ?? []) {
      const filing = state.filings.get(filingId);
      if (filing) yield [filingId, filing];
    }
}

function* entitiesIn(state: AccountRegisterState, scope: PlanScope): Iterable<[number, RegisteredEntity]> {
  if (scope === null) return yield* state.entities;
  for (const entityId of scope) {
    const entity = state.entities.get(entityId);
    if (entity) yield [entityId, entity];
  }
}

const FIRST_LODGEMENT = /^(bo_initial|trust_bo_initial):/;

/**
 * Per company or trust, what its owners are compared with (DOMAIN.md section 3, docs/decisions/0026): the last
 * submitted BO filing that recorded its owners; without one, the owners when its first lodgement fell due, so
 * later dated changes call for a refiling even before anyone marks a filing submitted (the scan reads which of
 * those had a dated change since: owner-changes.ts).
 */
export function ownerComparisons(
  state: AccountRegisterState,
  today: string,
  scope: PlanScope = null,
): OwnerComparison[] {
  const byEntity = new Map<number, [number, RegisteredFiling][]>();
  for (const entry of filingsIn(state, scope))
    if (isBoFiling(entry[1]))
      byEntity.set(entry[1].entityId, [...(byEntity.get(entry[1].entityId) ?? []), entry]);
  return [...byEntity].flatMap(([entityId, filings]): OwnerComparison[] => {
    const [filedId, filed] = lastSubmittedBoFiling(filings) ?? [];
    // The filing declared the owners of its submission day: a change before that day was in it (one recorded
    // later that same day may not have been).
    if (filed && filedId !== undefined) {
      const submitted = filed.submissionDate?.slice(0, 10);
      const after = submitted ? addDays(submitted, -1) : null;
      return [{ entityId, baseline: String(filedId), filed: filedOwnersOf(filed), after }];
    }
    const first = filings.find(([, f]) => FIRST_LODGEMENT.test(f.ruleKey ?? '') && f.dueDate <= today);
    return first ? [{ entityId, baseline: 'initial', filed: null, after: first[1].dueDate }] : [];
  });
}

/** A BO change is due 10 business days after it took effect, whenever the register learnt of it. */
function ownerChangeRefilings(state: AccountRegisterState, changes: readonly OwnerChange[]): PlannedFiling[] {
  return changes.flatMap((change): PlannedFiling[] => {
    const entity = state.entities.get(change.entityId);
    if (!entity || (entity.type === 'company' && noCipcDutyBecause(entity.profile) !== null)) return [];
    const trust = entity.type === 'trust';
    // A change dated above the entity before it existed (a trust's deed older than the company) counts from
    // the day the entity came to be.
    const established = (trust ? entity.profile.trustDeedDate : entity.profile.incorporationDate) ?? '';
    const effectiveOn = change.effectiveOn < established ? established : change.effectiveOn;
    return [
      tracked(
        {
          ruleKey: `bo_change:${change.entityId}:${change.baseline}:${ownersKey(change.filed, change.owners)}`,
          entityId: change.entityId,
          requirementType: trust ? 'trust_bo_register' : 'beneficial_ownership_filing',
          dueDate: addBusinessDays(effectiveOn, 10),
          notes: `The beneficial owners changed on ${effectiveOn} since the last filing: ${
            trust ? "update the trust's register with the Master" : 'refile with CIPC'
          } within 10 business days.`,
        },
        learntWhileTracked(change, state.trackedFrom) ? null : state.trackedFrom,
      ),
    ];
  });
}

/** A change the register learnt of on or after the tracked-from day is a live duty, never history. */
const learntWhileTracked = (change: OwnerChange, trackedFrom: string | null): boolean =>
  change.recordedOn !== undefined && trackedFrom !== null && change.recordedOn >= trackedFrom;

/** Trusts with a beneficiary whose interest is vested or fixed (or a vested percentage): amounts vest in them. */
const vestingTrusts = (state: AccountRegisterState): Set<number> =>
  new Set(
    [...state.relationships.values()]
      .filter(
        (r) =>
          r.relationshipType === 'beneficiary' &&
          (r.trustBenefitType === 'vested' ||
            r.trustBenefitType === 'fixed' ||
            (r.ownershipPercentage ?? 0) > 0),
      )
      .map((r) => r.targetEntityId),
  );

/** Every plan the facts call for now, including the ones already filed. */
export function currentPlans(
  state: AccountRegisterState,
  today: string,
  changes: readonly OwnerChange[] = [],
  scope: PlanScope = null,
): PlannedFiling[] {
  const entities = [...entitiesIn(state, scope)];
  const vesting = entities.some(([, e]) => e.type === 'trust') ? vestingTrusts(state) : new Set<number>();
  return [
    ...ownerChangeRefilings(state, changes),
    ...entities.flatMap(([id, entity]) =>
      plannedFilings(
        {
          id,
          type: entity.type,
          incorporationDate: entity.profile.incorporationDate ?? null,
          companyClassification: entity.profile.companyClassification ?? null,
          country: entity.profile.country ?? null,
          registrationNumber: entity.profile.registrationNumber ?? null,
          trustDeedDate: entity.profile.trustDeedDate ?? null,
          vestsInBeneficiaries: entity.type === 'trust' && vesting.has(id),
        },
        today,
        state.trackedFrom,
      ),
    ),
  ];
}

/** The plans the facts call for that no filing of the account carries yet (matched by rule key). */
export function missingPlans(
  state: AccountRegisterState,
  today: string,
  changes: readonly OwnerChange[] = [],
  scope: PlanScope = null,
): PlannedFiling[] {
  return missingAmong(state, currentPlans(state, today, changes, scope), scope);
}

/** `bo_change:{entity}:`: the refilings of one entity's owner changes, whatever filing they compare with. */
const changeSeries = (ruleKey: string | null | undefined): string | null =>
  (ruleKey && /^bo_change:\d+:/.exec(ruleKey)?.[0]) || null;

/**
 * Of `plans`, those no filing carries yet; a plan's rule key names its entity, so only its filings are read.
 * An owner change while a refiling of the same entity is still open adds nothing: that one refiling reports
 * the owners as they are when it is filed, by its earlier due day (a founder, a trustee and a beneficiary added
 * on one day called for three identical refilings; a BO filing recorded since kept its assignee and notes only
 * by staying open).
 */
export function missingAmong(
  state: AccountRegisterState,
  plans: readonly PlannedFiling[],
  scope: PlanScope,
): PlannedFiling[] {
  const filings = [...filingsIn(state, scope && new Set(plans.map((plan) => plan.entityId)))].map(
    ([, f]) => f,
  );
  const planned = new Set(filings.map((filing) => filing.ruleKey));
  const openSeries = new Set(
    filings
      .filter((filing) => filing.status === 'pending' || filing.status === 'overdue')
      .map((filing) => changeSeries(filing.ruleKey)),
  );
  return plans.filter((plan) => {
    if (planned.has(plan.ruleKey)) return false;
    const series = changeSeries(plan.ruleKey);
    if (series === null) return true;
    if (openSeries.has(series)) return false;
    openSeries.add(series);
    return true;
  });
}

/** The filings `revisedPlans` compares with their plans: those of the entities in scope. */
const scopedFilings = (state: AccountRegisterState, scope: PlanScope) => scope && filingsIn(state, scope);

/**
 * Adds the missing planned filings, each with one of the pre-allocated ids (more wait for the next run), and
 * brings the engine's open plans in line with the facts (a confirmed tax season, a new tracked-from day), withdrawing
 * those corrected facts no longer call for.
 */
export function decidePlanFilings(
  command: {
    today: string;
    ids: number[];
    ownerChanges?: readonly OwnerChange[];
    scope?: PlanScope;
    /** Entities whose owners are those their last BO filing declared: an open refiling is no longer due. */
    ownersAsFiled?: ReadonlySet<number>;
  },
  state: AccountRegisterState,
): DomainEventData[] {
  const scope = command.scope ?? null;
  const plans = currentPlans(state, command.today, command.ownerChanges, scope);
  const added = missingAmong(state, plans, scope)
    .slice(0, command.ids.length)
    .map((plan, index) => ({
      type: 'FilingRequirementAdded',
      data: {
        filingId: command.ids[index],
        accountId: state.accountId,
        entityId: plan.entityId,
        requirementType: plan.requirementType,
        dueDate: plan.dueDate,
        status: plan.status,
        submissionDate: null,
        notes: plan.notes,
        origin: 'deadline_engine',
        ruleKey: plan.ruleKey,
        ...(plan.provisional ? { provisional: true } : {}),
      },
      effectiveAt: plan.dueDate,
    }));
  const withdrawn = withdrawnPlans(
    state,
    filingsIn(state, scope),
    command.ownersAsFiled,
    new Set(plans.map((plan) => plan.ruleKey)),
  );
  // One update per filing: a withdrawal says why, so it wins over a revision of the same filing.
  const withdrawnIds = new Set(withdrawn.map((event) => (event.data as { filingId: number }).filingId));
  const revised = revisedPlans(state, plans, scopedFilings(state, scope)).filter(
    (event) => !withdrawnIds.has((event.data as { filingId: number }).filingId),
  );
  return [...added, ...revised, ...withdrawn];
}
