import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { type ComplianceStatusView, idParam, type TrustComplianceView } from '@ledgerline/contracts';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import type { Actor } from '../../shared/actor';
import { notFound } from '../../shared/domain-error';
import { EntityRegisterReader } from '../entities/queries/entity-register.reader';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { ComplianceFactsReader } from './compliance-facts.reader';
import { complianceStatus } from './compliance-status';
import { trustCompliance } from './trust-compliance';

const entityId = new ZodValidationPipe(idParam, 'param', 'id');

/** Both answers come from one rule (complianceStatus), so no two screens can give a trust two verdicts. */
@Controller('compliance')
@UseGuards(AuthenticatedGuard)
export class ComplianceController {
  constructor(
    private readonly entities: EntityRegisterReader,
    private readonly facts: ComplianceFactsReader,
  ) {}

  /** The verdict behind /companies/{id}/compliance's status card, for a company or a trust. */
  @Get('status/:id')
  async status(
    @CurrentActor() actor: Actor,
    @Param('id', entityId) id: number,
  ): Promise<ComplianceStatusView> {
    const { type } = await this.entities.entity(actor.accountId, id);
    // Spec 001: compliance is for companies and trusts, not individuals.
    if (type === 'individual') throw notFound('Company or trust');
    return complianceStatus({ id, type }, await this.facts.read(actor.accountId, id));
  }

  /** The data behind /trusts/{id}/compliance and the trust list's Compliance column. */
  @Get('trusts/:id')
  async trust(@CurrentActor() actor: Actor, @Param('id', entityId) id: number): Promise<TrustComplianceView> {
    const trust = await this.entities.entity(actor.accountId, id);
    if (trust.type !== 'trust') throw notFound('Trust');
    return trustCompliance(
      { id: trust.id, name: trust.name, registrationNumber: trust.registrationNumber },
      await this.facts.read(actor.accountId, id),
    );
  }
}
