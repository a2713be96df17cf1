import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { idParam, plainDecimal } from '@ledgerline/contracts';
import { type BeneficialOwnership, computeBeneficialOwners } from '@ledgerline/ownership';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import type { Response } from 'express';
import { z } from 'zod';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import type { Actor } from '../../shared/actor';
import { CLOCK, type Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { DocumentsReader } from '../documents/documents.reader';
import { EntityRegisterReader } from '../entities/queries/entity-register.reader';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { documentStatusOf } from './document-status';
import { BO_RESULTS, DEFAULT_THRESHOLD } from './projections/beneficial-owner-results.projector';
import { OWNERSHIP_GRAPH } from './projections/ownership-graph.projector';
import { upstreamSlice } from './projections/ownership-slice';

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

type StoredResult = BeneficialOwnership & { id: string; computedAt: string; [key: string]: unknown };

const thresholdMessage = 'threshold must be a number from 0 to 100';
const query = z.object({
  threshold: plainDecimal(
    z.coerce.number({ message: thresholdMessage }).min(0, thresholdMessage).max(100, thresholdMessage),
  ).default(5),
});

/**
 * Beneficial owners of a company or trust (DOMAIN.md sections 1-3), computed from the projected ownership graph:
 * the slice upstream of the target, never the whole account.
 */
@Controller('compliance/beneficial-owners')
@UseGuards(AuthenticatedGuard)
export class BeneficialOwnersController {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly entities: EntityRegisterReader,
    private readonly documents: DocumentsReader,
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
    const today = this.clock.now().toISOString().slice(0, 10);
    const stored =
      threshold === DEFAULT_THRESHOLD
        ? await this.readStore.get<StoredResult>(BO_RESULTS, String(entityId))
        : null;
    // The projected result is used while it is from today; ended or starting links make older ones stale.
    const result =
      stored && stored.computedAt.slice(0, 10) === today
        ? stored
        : await this.compute(actor.accountId, entityId, threshold, today);
    const owners = await Promise.all(
      result.owners.map(async (owner) => this.withDetails(actor.accountId, owner, today)),
    );
    const computedAt = stored && result === stored ? stored.computedAt : this.clock.now().toISOString();
    response.set({
      [BO_HEADERS.threshold]: String(threshold),
      [BO_HEADERS.unknownRemainder]: String(result.unknownRemainder),
      [BO_HEADERS.singularLoop]: String(result.singularLoop),
      [BO_HEADERS.computedAt]: computedAt,
      'Access-Control-Expose-Headers': Object.values(BO_HEADERS).join(', '),
    });
    return owners;
  }

  private async compute(
    accountId: number,
    entityId: number,
    threshold: number,
    today: string,
  ): Promise<BeneficialOwnership> {
    const graph = await upstreamSlice(this.readStore, OWNERSHIP_GRAPH, accountId, [entityId]);
    return computeBeneficialOwners(graph, entityId, { threshold, asOf: today });
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
