import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import {
  AS_OF_HEADERS,
  asOfQueryFields,
  type BeneficialOwnerSet,
  boThresholdSchema,
  DEFAULT_BO_THRESHOLD,
  idParam,
  plainDecimal,
} from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import type { Response } from 'express';
import { z } from 'zod';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import type { Actor } from '../../shared/actor';
import { AccountDays } from '../../shared/account-days';
import { DocumentsReader } from '../documents/documents.reader';
import { EntityRegisterReader } from '../entities/queries/entity-register.reader';
import {
  RELATIONSHIPS,
  type RelationshipDocument,
} from '../relationships/projections/relationship.read-model';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { BeneficialOwnersAt } from './beneficial-owners-at';
import { documentsAwaitingReview, documentStatusOf, documentsValidUntil } from './document-status';
import { everUpstream, ownerSetHistory } from './owner-set-history';

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

export const beneficialOwnersQuery = z.object({
  threshold: plainDecimal(boThresholdSchema).default(DEFAULT_BO_THRESHOLD),
  ...asOfQueryFields,
  /** Also those who had ceased to be owners by the day, each with its period (the BO panel lists them apart). */
  includeFormer: z
    .enum(['true', 'false'], { message: "includeFormer must be 'true' or 'false'" })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});
const historyQuery = beneficialOwnersQuery.pick({ threshold: true, knownAt: true });

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
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly days: AccountDays,
    private readonly ownersAt: BeneficialOwnersAt,
    private readonly entities: EntityRegisterReader,
    private readonly documents: DocumentsReader,
  ) {}

  @Get(':entityId')
  async get(
    @CurrentActor() actor: Actor,
    @Param('entityId', new ZodValidationPipe(idParam, 'param', 'entityId')) entityId: number,
    @Query(new ZodValidationPipe(beneficialOwnersQuery, 'query'))
    question: z.output<typeof beneficialOwnersQuery>,
    @Res({ passthrough: true }) response: Response,
  ) {
    const answer = await this.ownersAt.owners(actor.accountId, entityId, question);
    const owners = await Promise.all(
      answer.owners.map((owner) => this.withDetails(actor.accountId, entityId, owner, answer.today)),
    );
    response.set({
      [AS_OF_HEADERS.asOf]: answer.day,
      [AS_OF_HEADERS.knownAt]: answer.knownAt,
      [BO_HEADERS.threshold]: String(question.threshold),
      [BO_HEADERS.unknownRemainder]: String(answer.unknownRemainder),
      [BO_HEADERS.singularLoop]: String(answer.singularLoop),
      [BO_HEADERS.computedAt]: answer.computedAt.toISOString(),
      'Access-Control-Expose-Headers': [...Object.values(BO_HEADERS), ...Object.values(AS_OF_HEADERS)].join(
        ', ',
      ),
    });
    return owners;
  }

  /**
   * The sets of owners the register has given for the entity, oldest first, each with its effective and
   * recorded period and the change that produced it (owner-set-history.ts); up to `knownAt` when given.
   */
  @Get(':entityId/history')
  async history(
    @CurrentActor() actor: Actor,
    @Param('entityId', new ZodValidationPipe(idParam, 'param', 'entityId')) entityId: number,
    @Query(new ZodValidationPipe(historyQuery, 'query'))
    { threshold, knownAt }: z.output<typeof historyQuery>,
  ): Promise<BeneficialOwnerSet[]> {
    const { accountId } = actor;
    await this.ownersAt.historyTarget(accountId, entityId);
    const versions = await everUpstream(this.readStore, accountId, entityId);
    const timeZone = await this.days.timeZone(accountId);
    return ownerSetHistory(versions, entityId, { threshold, timeZone, knownAt });
  }

  private async withDetails<T extends OwnerFacts>(
    accountId: number,
    entityId: number,
    owner: T,
    today: string,
  ) {
    // One owner's entity, details, files and first links: lookups by id and one entity's slices.
    // An owner the register held at a past moment may have been deleted since: its name is the answer's.
    const [entity, d, documents, link] = await Promise.all([
      this.entities.entity(accountId, owner.individualId).catch(() => null),
      this.entities.findDetails(owner.individualId),
      this.documents.list(accountId, owner.individualId),
      this.firstLink(accountId, entityId, owner),
    ]);
    const document = (type: string) =>
      documents.find((doc) => doc.documentType === type)?.downloadUrl ?? null;
    return {
      ...owner,
      documentStatus: documentStatusOf(documents, today),
      documentsAwaitingReview: documentsAwaitingReview(documents, today),
      documentsValidUntil: documentsValidUntil(documents, today),
      details: {
        idNumber: d?.idNumber ?? null,
        nationality: d?.nationality ?? null,
        dateOfBirth: d?.dateOfBirth ?? null,
        residentialAddress: d?.residentialAddress ?? entity?.address ?? null,
        ownershipCategory: link?.ownershipCategory ?? d?.ownershipCategory ?? owner.category,
        natureOfInterest: link?.natureOfInterest ?? d?.natureOfInterest ?? null,
        dateOfBecomingBO: owner.becameOwnerOn ?? d?.effectiveOwnershipStartDate ?? null,
        dateCeasedToBeBO: owner.ceasedOn ?? d?.effectiveOwnershipEndDate ?? null,
        trustBenefitType: link?.trustBenefitType ?? d?.trustBenefitType ?? null,
        citizenships: d?.citizenships ?? null,
        taxNumber: d?.taxNumber ?? null,
        boDisclosureDocumentPath: document('disclosure_form'),
        trustDeedDocumentPath: document('trust_deed'),
      },
    };
  }

  /**
   * The owner's own link whose trust-role fields say how it holds: into the first entity of one of its paths
   * (the entity itself when it has none); else any of its links that sets them, such as a beneficiary's link
   * to the trust through which it owns a company. The oldest such link.
   */
  private async firstLink(accountId: number, entityId: number, owner: OwnerFacts) {
    const held = new Set((owner.paths ?? []).map((path) => path.steps[1]?.entityId ?? entityId));
    if (held.size === 0) held.add(entityId);
    const links = await this.readStore.find<RelationshipDocument>(
      RELATIONSHIPS,
      { accountId, sourceEntityId: owner.individualId, isActive: true },
      { sort: [{ field: 'relationshipId', direction: 'asc' }] },
    );
    const telling = links.filter(
      (link) => link.natureOfInterest || link.trustBenefitType || link.ownershipCategory,
    );
    return telling.find((link) => held.has(link.targetEntityId)) ?? telling[0] ?? null;
  }
}

/** What the details of one owner are looked up by. */
interface OwnerFacts {
  individualId: number;
  category: string;
  paths?: { steps: { entityId: number }[] }[];
  becameOwnerOn?: string | null;
  ceasedOn?: string | null;
}
