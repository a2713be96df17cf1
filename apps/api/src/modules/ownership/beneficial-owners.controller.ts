import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { AS_OF_HEADERS, asOfQueryFields, idParam, localDay, plainDecimal } from '@ledgerline/contracts';
import { computeBeneficialOwners } from '@ledgerline/ownership';
import type { Response } from 'express';
import { z } from 'zod';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import type { Actor } from '../../shared/actor';
import { AccountDays } from '../../shared/account-days';
import { CLOCK, type Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { DocumentsReader } from '../documents/documents.reader';
import { EntityRegisterReader } from '../entities/queries/entity-register.reader';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { documentStatusOf } from './document-status';
import { ownerPeriods } from './owner-periods';
import { OwnershipSlicesAt } from './ownership-slices-at';
import { DEFAULT_THRESHOLD } from './projections/beneficial-owner-results.projector';
import { VersionedSliceLru } from './versioned-slice-lru';

/**
 * Spec 001 answers the list of beneficial owner records; the facts about the computation travel as headers
 * (docs/decisions/0020), named for the web client in `Access-Control-Expose-Headers`.
 */
export const BO_HEADERS = {
  threshold: 'X-BO-Threshold',
  unknownRemainder: 'X-BO-Unknown-Remainder',
  singularLoop: 'X-BO-Singular-Loop',
  computedAt: 'X-BO-Computed-At',
} as const;

const thresholdMessage = 'threshold must be a number from 0 to 100';
const query = z.object({
  threshold: plainDecimal(
    z.coerce.number({ message: thresholdMessage }).min(0, thresholdMessage).max(100, thresholdMessage),
  ).default(DEFAULT_THRESHOLD),
  ...asOfQueryFields,
});

/**
 * Beneficial owners of a company or trust (DOMAIN.md sections 1-3), computed from the projected ownership graph:
 * the slice upstream of the target, never the whole account, kept while the account's graph version stays
 * the same (upstream-slice-cache.ts). `asOf` moves the effective day, `knownAt` reads the register as it stood
 * at that moment (docs/decisions/0033); each owner says when it became one and ceased to be one.
 */
@Controller('compliance/beneficial-owners')
@UseGuards(AuthenticatedGuard)
export class BeneficialOwnersController {
  constructor(
    private readonly slices: OwnershipSlicesAt,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly entities: EntityRegisterReader,
    private readonly documents: DocumentsReader,
    private readonly days: AccountDays,
  ) {}

  @Get(':entityId')
  async get(
    @CurrentActor() actor: Actor,
    @Param('entityId', new ZodValidationPipe(idParam, 'param', 'entityId')) entityId: number,
    @Query(new ZodValidationPipe(query, 'query')) { threshold, asOf, knownAt }: z.output<typeof query>,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { accountId } = actor;
    const targetType = knownAt
      ? ((await this.slices.entityAt(accountId, entityId, knownAt))?.type ?? null)
      : (await this.entities.entity(accountId, entityId)).type;
    if (targetType === 'individual')
      throw new DomainError(
        'invalid',
        'OWNERSHIP.NOT_A_LEGAL_PERSON',
        'Beneficial owners are computed for companies and trusts, not individuals',
      );
    const timeZone = await this.days.timeZone(accountId);
    const today = localDay(this.clock.now(), timeZone);
    const day = asOf ?? today;
    response.set({
      [AS_OF_HEADERS.asOf]: day,
      [AS_OF_HEADERS.knownAt]: knownAt ?? this.clock.now().toISOString(),
      'Access-Control-Expose-Headers': [...Object.values(BO_HEADERS), ...Object.values(AS_OF_HEADERS)].join(
        ', ',
      ),
    });
    if (targetType === null) {
      // Not yet registered (or already deleted) at that moment: the register then held no owners of it.
      this.setResultHeaders(
        response,
        threshold,
        { unknownRemainder: 100, singularLoop: false },
        this.clock.now(),
      );
      return [];
    }
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
    const periodOf = VersionedSliceLru.derive(slice, `owner periods at ${threshold}`, (graph) =>
      ownerPeriods(graph, entityId, threshold),
    );
    const owners = await Promise.all(
      result.owners.map(async (owner) => ({
        ...(await this.withDetails(accountId, owner, today)),
        ...periodOf(owner.individualId, day),
      })),
    );
    this.setResultHeaders(response, threshold, result, computedAt);
    return owners;
  }

  private setResultHeaders(
    response: Response,
    threshold: number,
    result: { unknownRemainder: number; singularLoop: boolean },
    computedAt: Date,
  ) {
    response.set({
      [BO_HEADERS.threshold]: String(threshold),
      [BO_HEADERS.unknownRemainder]: String(result.unknownRemainder),
      [BO_HEADERS.singularLoop]: String(result.singularLoop),
      [BO_HEADERS.computedAt]: computedAt.toISOString(),
    });
  }

  private async withDetails<T extends { individualId: number; category: string }>(
    accountId: number,
    owner: T,
    today: string,
  ) {
    // One owner's entity, details and files: lookups by id and one entity's slice of the files.
    // An owner the register held at a past moment may have been deleted since: its name is the answer's.
    const [entity, d, documents] = await Promise.all([
      this.entities.entity(accountId, owner.individualId).catch(() => null),
      this.entities.findDetails(owner.individualId),
      this.documents.list(accountId, owner.individualId),
    ]);
    const document = (type: string) =>
      documents.find((doc) => doc.documentType === type)?.downloadUrl ?? null;
    return {
      ...owner,
      documentStatus: documentStatusOf(documents, today),
      details: {
        idNumber: d?.idNumber ?? null,
        nationality: d?.nationality ?? null,
        dateOfBirth: d?.dateOfBirth ?? null,
        residentialAddress: d?.residentialAddress ?? entity?.address ?? null,
        ownershipCategory: d?.ownershipCategory ?? owner.category,
        natureOfInterest: d?.natureOfInterest ?? null,
        dateOfBecomingBO: d?.effectiveOwnershipStartDate ?? null,
        dateCeasedToBeBO: d?.effectiveOwnershipEndDate ?? null,
        trustBenefitType: d?.trustBenefitType ?? null,
        citizenships: d?.citizenships ?? null,
        taxNumber: d?.taxNumber ?? null,
        boDisclosureDocumentPath: document('disclosure_form'),
        trustDeedDocumentPath: document('trust_deed'),
      },
    };
  }
}
