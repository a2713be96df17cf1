import { Inject, Injectable } from '@nestjs/common';
import { type BeneficialOwnerPeriod, localDay } from '@ledgerline/contracts';
import { type BeneficialOwnerResult, computeBeneficialOwners } from '@ledgerline/ownership';
import { AccountDays } from '../../shared/account-days';
import { CLOCK, type Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { EntityRegisterReader } from '../entities/queries/entity-register.reader';
import { formerOwnersOver, ownerPeriodsOver } from './owner-periods';
import { OwnershipSlicesAt } from './ownership-slices-at';
import { type SliceEntry, VersionedSliceLru } from './versioned-slice-lru';

function refuseIndividual(type: string | null): void {
  if (type === 'individual')
    throw new DomainError(
      'invalid',
      'OWNERSHIP.NOT_A_LEGAL_PERSON',
      'Beneficial owners are computed for companies and trusts, not individuals',
    );
}

export interface OwnersQuestion {
  threshold: number;
  asOf?: string;
  knownAt?: string;
  /** Append those who had ceased to be owners by the day (with `ceasedOn` on or before it). */
  includeFormer?: boolean;
}

export interface OwnersAnswer {
  /** The account's today, and the effective day and the recorded moment the answer is about. */
  today: string;
  day: string;
  knownAt: string;
  owners: (BeneficialOwnerResult & BeneficialOwnerPeriod)[];
  unknownRemainder: number;
  singularLoop: boolean;
  computedAt: Date;
}

/**
 * The beneficial owners of a company or trust on a day as the register stood at a moment (docs/decisions/0033),
 * each with when it became one and ceased to be one: for the route and the exports alike. Without `knownAt`
 * the cached current slice (upstream-slice-cache.ts), computed once per graph version, threshold and day.
 */
@Injectable()
export class BeneficialOwnersAt {
  constructor(
    private readonly slices: OwnershipSlicesAt,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly entities: EntityRegisterReader,
    private readonly days: AccountDays,
  ) {}

  /** The entity whose owner history is asked for: any the account ever held (a deleted one too). */
  async historyTarget(accountId: number, entityId: number): Promise<void> {
    refuseIndividual(await this.slices.everType(accountId, entityId));
  }

  async owners(
    accountId: number,
    entityId: number,
    { threshold, asOf, knownAt, includeFormer = false }: OwnersQuestion,
  ): Promise<OwnersAnswer> {
    const targetType = knownAt
      ? ((await this.slices.entityAt(accountId, entityId, knownAt))?.type ?? null)
      : (await this.entities.entity(accountId, entityId)).type;
    refuseIndividual(targetType);
    const now = this.clock.now();
    const today = localDay(now, await this.days.timeZone(accountId));
    const day = asOf ?? today;
    const moment = { today, day, knownAt: knownAt ?? now.toISOString() };
    // Not yet registered (or already deleted) at that moment: the register then held no owners of it.
    if (targetType === null)
      return { ...moment, owners: [], unknownRemainder: 100, singularLoop: false, computedAt: now };
    if (asOf !== undefined)
      return {
        ...moment,
        ...(await this.ownersOnDay(accountId, entityId, { day, threshold, knownAt, includeFormer })),
      };
    const slice = await this.slices.entry(accountId, [entityId], knownAt);
    // Once per graph version, threshold and day; the paths are traced only for the entity asked about.
    const { result, computedAt } = VersionedSliceLru.derive(
      slice,
      `owners at ${threshold} on ${day}`,
      (graph) => ({
        result: computeBeneficialOwners(graph, entityId, { threshold, asOf: day }),
        computedAt: this.clock.now(),
      }),
    );
    // Periods and former owners follow each link's versions (a percentage raised from 1 March makes its holder
    // an owner from then, not from the link's start): the same answer as `asOf` today, kept per graph version.
    const { graphOn, days } = await this.versionsOf(slice, accountId, entityId, knownAt);
    const periodOf = VersionedSliceLru.derive(slice, `owner periods at ${threshold}`, () =>
      ownerPeriodsOver(days, graphOn, entityId, threshold),
    );
    const former = includeFormer
      ? VersionedSliceLru.derive(slice, `former owners at ${threshold} on ${day}`, () =>
          formerOwnersOver(days, graphOn, entityId, threshold, day),
        )
      : [];
    return {
      ...moment,
      owners: [
        ...result.owners.map((owner) => ({ ...owner, ...periodOf(owner.individualId, day) })),
        ...former,
      ],
      unknownRemainder: result.unknownRemainder,
      singularLoop: result.singularLoop,
      computedAt,
    };
  }

  /** The slice's link versions by day, read once per graph version (a failed read is not kept). */
  private versionsOf(slice: SliceEntry, accountId: number, entityId: number, knownAt?: string) {
    const key = 'versions by day';
    return VersionedSliceLru.derive(slice, key, () =>
      this.slices.byDay(accountId, [entityId], knownAt).catch((error: unknown) => {
        slice.derived.delete(key);
        throw error;
      }),
    );
  }

  /**
   * On a past (or future) day each link counts as the version in force that day (known-at-slice.ts
   * versionsOn), not as it stands today: a percentage changed from 1 March is the old one on 28 February.
   */
  private async ownersOnDay(
    accountId: number,
    entityId: number,
    {
      day,
      threshold,
      knownAt,
      includeFormer,
    }: { day: string; threshold: number; knownAt?: string; includeFormer: boolean },
  ) {
    const { graphOn, days } = await this.slices.byDay(accountId, [entityId], knownAt);
    const result = computeBeneficialOwners(graphOn(day), entityId, { threshold, asOf: day });
    const periodOf = ownerPeriodsOver(days, graphOn, entityId, threshold);
    const former = includeFormer ? formerOwnersOver(days, graphOn, entityId, threshold, day) : [];
    return {
      owners: [
        ...result.owners.map((owner) => ({ ...owner, ...periodOf(owner.individualId, day) })),
        ...former,
      ],
      unknownRemainder: result.unknownRemainder,
      singularLoop: result.singularLoop,
      computedAt: this.clock.now(),
    };
  }
}
