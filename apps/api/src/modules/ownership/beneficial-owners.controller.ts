import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { idParam, localDay, plainDecimal } from '@ledgerline/contracts';
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
import { DEFAULT_THRESHOLD } from './projections/beneficial-owner-results.projector';
import { UpstreamSliceCache } from './upstream-slice-cache';

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
});

/**
 * Beneficial owners of a company or trust (DOMAIN.md sections 1-3), computed from the projected ownership graph:
 * the slice upstream of the target, never the whole account, kept while the account's graph version stays
 * the same (upstream-slice-cache.ts).
 */
@Controller('compliance/beneficial-owners')
@UseGuards(AuthenticatedGuard)
export class BeneficialOwnersController {
  constructor(
    private readonly slices: UpstreamSliceCache,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly entities: EntityRegisterReader,
    private readonly documents: DocumentsReader,
    private readonly days: AccountDays,
  ) {}

  @Get(':entityId')
  async get(
    @CurrentActor() actor: Actor,
    @Param('entityId', new ZodValidationPipe(idParam, 'param', 'entityId')) entityId: number,
    @Query(new ZodValidationPipe(query, 'query')) { threshold }: z.output<typeof query>,
    @Res({ passthrough: true }) response: Response,
  ) {
    const target = await this.entities.entity(actor.accountId, entityId);
    if (target.type === 'individual')
      throw new DomainError(
        'invalid',
        'OWNERSHIP.NOT_A_LEGAL_PERSON',
        'Beneficial owners are computed for companies and trusts, not individuals',
      );
    const timeZone = await this.days.timeZone(actor.accountId);
    const today = localDay(this.clock.now(), timeZone);
    // Once per graph version, threshold and day; the paths are traced only for the entity asked about.
    const { result, computedAt } = await this.slices.derived(
      actor.accountId,
      [entityId],
      `owners at ${threshold} on ${today}`,
      (graph) => ({
        result: computeBeneficialOwners(graph, entityId, { threshold, asOf: today }),
        computedAt: this.clock.now().toISOString(),
      }),
    );
    const owners = await Promise.all(
      result.owners.map(async (owner) => this.withDetails(actor.accountId, owner, today)),
    );
    response.set({
      [BO_HEADERS.threshold]: String(threshold),
      [BO_HEADERS.unknownRemainder]: String(result.unknownRemainder),
      [BO_HEADERS.singularLoop]: String(result.singularLoop),
      [BO_HEADERS.computedAt]: computedAt,
      'Access-Control-Expose-Headers': Object.values(BO_HEADERS).join(', '),
    });
    return owners;
  }

  private async withDetails<T extends { individualId: number; category: string }>(
    accountId: number,
    owner: T,
    today: string,
  ) {
    // One owner's entity, details and files: lookups by id and one entity's slice of the files.
    const [entity, d, documents] = await Promise.all([
      this.entities.entity(accountId, owner.individualId),
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
        residentialAddress: d?.residentialAddress ?? entity.address ?? null,
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
