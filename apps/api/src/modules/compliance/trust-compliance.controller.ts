import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { idParam } from '@ledgerline/contracts';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import type { Actor } from '../../shared/actor';
import { notFound } from '../../shared/domain-error';
import { DocumentsReader } from '../documents/documents.reader';
import { EntityRegisterReader } from '../entities/queries/entity-register.reader';
import { FilingsReader } from '../filings/queries/filings.reader';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { RelationshipsReader } from '../relationships/queries/relationships.reader';
import { trustCompliance, type TrustComplianceView } from './trust-compliance';

/** The data behind /trusts/{id}/compliance and the trust list's Compliance column. */
@Controller('compliance/trusts')
@UseGuards(AuthenticatedGuard)
export class TrustComplianceController {
  constructor(
    private readonly entities: EntityRegisterReader,
    private readonly relationships: RelationshipsReader,
    private readonly documents: DocumentsReader,
    private readonly filings: FilingsReader,
  ) {}

  @Get(':id')
  async get(
    @CurrentActor() actor: Actor,
    @Param('id', new ZodValidationPipe(idParam, 'param', 'id')) trustId: number,
  ): Promise<TrustComplianceView> {
    const trust = await this.entities.entity(actor.accountId, trustId);
    if (trust.type !== 'trust') throw notFound('Trust');
    // The trust's own slices: the links that point at it, its files and its filings.
    const [target, documents, filings] = await Promise.all([
      this.relationships.list(actor.accountId, { targetEntityId: trustId }),
      this.documents.list(actor.accountId, trustId),
      this.filings.list(actor.accountId, { entityId: trustId }),
    ]);
    return trustCompliance(
      { id: trust.id, name: trust.name, registrationNumber: trust.registrationNumber },
      target,
      documents,
      filings,
    );
  }
}
