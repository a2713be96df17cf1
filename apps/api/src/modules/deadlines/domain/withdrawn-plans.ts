import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import type {
  AccountRegisterState,
  RegisteredEntity,
  RegisteredFiling,
} from '../../accounts/domain/account-register.state';
import { anniversaryIn } from './anniversaries';
import { BEFORE_TRACKING, NO_LONGER_REQUIRED, noCipcDutyBecause } from './filing-duties';
import { lastSubmittedBoFiling } from './last-bo-filing';
import { openAsPlanned } from './revise-plans';
import { yearOfAssessmentEnd } from './tax-seasons';

/** The rules of a company's CIPC duties: its annual returns, first BO filing and refilings. */
const CIPC_RULES = new Set(['annual_return', 'bo_initial', 'bo_change']);

/**
 * Why the entity's facts no longer call for the plan under `ruleKey`, or null while they still do (or the facts
 * are unknown: a missing date withdraws nothing). The rule keys carry the dates their plans were made from.
 */
function obsoleteBecause(
  ruleKey: string,
  entity: RegisteredEntity,
  lastFiled: () => [number, RegisteredFiling] | undefined,
  ownersAsFiled: boolean,
): string | null {
  const [rule, , keyed] = ruleKey.split(':');
  const noCipcDuty = entity.type === 'company' && CIPC_RULES.has(rule) && noCipcDutyBecause(entity.profile);
  if (noCipcDuty) return noCipcDuty;
  if (rule === 'bo_change') {
    if (!ownersAsFiled) return null;
    const filed = lastFiled()?.[1];
    return filed
      ? `the beneficial owners are those the filing submitted on ${filed.submissionDate ?? 'record'} declared`
      : 'the beneficial owners are those last declared';
  }
  const incorporated = entity.profile.incorporationDate ?? null;
  if (rule === 'annual_return' && incorporated && keyed) {
    const isAnniversary =
      keyed > incorporated && anniversaryIn(incorporated, Number(keyed.slice(0, 4))) === keyed;
    return isAnniversary ? null : `${keyed} is not an anniversary of the incorporation date ${incorporated}`;
  }
  if (rule === 'bo_initial' && incorporated && keyed && keyed !== incorporated)
    return `the incorporation date is now ${incorporated}, not ${keyed}`;
  const deed = entity.profile.trustDeedDate ?? null;
  if ((rule === 'itr12t' || rule === 'it3t') && deed && keyed && deed > yearOfAssessmentEnd(keyed))
    return `the trust deed is dated ${deed}, after the ${keyed} year of assessment ended`;
  return null;
}

const lastFiledOf = (state: AccountRegisterState, entityId: number) =>
  lastSubmittedBoFiling(
    (state.filingIdsByEntity.get(entityId) ?? []).flatMap((id): [number, RegisteredFiling][] => {
      const filing = state.filings.get(id);
      return filing ? [[id, filing]] : [];
    }),
  );

/**
 * The engine's open plans the facts no longer call for, as updates to 'not required' with the reason in their
 * notes (the audit trail tells why):
 * - a corrected date: an incorporation date moved leaves the old anniversaries' returns, a trust deed dated
 *   later the tax years before it;
 * - a company whose country is now foreign, without a South African registration: its CIPC duties;
 * - a refiling once the owners are those the last BO filing declared (one submitted since, or a change undone);
 * - a plan the engine no longer lists that falls before the tracked-from day: "Before tracking" history.
 * A filing someone settled or made their own (origin 'manual') stays as it is.
 */
export function withdrawnPlans(
  state: AccountRegisterState,
  filings: Iterable<[number, RegisteredFiling]>,
  ownersAsFiled: ReadonlySet<number> = new Set(),
  planned: ReadonlySet<string> = new Set(),
): DomainEventData[] {
  return [...filings].flatMap(([filingId, filing]): DomainEventData[] => {
    const entity = state.entities.get(filing.entityId);
    if (!entity || !filing.ruleKey || !openAsPlanned(filing)) return [];
    const reason = obsoleteBecause(
      filing.ruleKey,
      entity,
      () => lastFiledOf(state, filing.entityId),
      ownersAsFiled.has(filing.entityId),
    );
    // Tracking moved past a plan the facts no longer list (an old anniversary's return): history, as planned
    // ones due before tracking are (revisedPlans moves those still listed).
    const { trackedFrom } = state;
    const history =
      !reason && trackedFrom && filing.dueDate < trackedFrom && !planned.has(filing.ruleKey)
        ? `${BEFORE_TRACKING} (tracked from ${trackedFrom}): ${filing.notes ?? ''}`
        : null;
    if (!reason && !history) return [];
    const notes = history ?? `${NO_LONGER_REQUIRED}: ${reason}.`;
    return [
      {
        type: 'FilingRequirementUpdated',
        data: {
          filingId,
          accountId: state.accountId,
          changes: {
            status: { from: filing.status, to: 'not_required' },
            notes: { from: filing.notes, to: notes },
          },
        },
      },
    ];
  });
}
