import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import {
  asOfDay,
  idParam,
  type RelationshipView,
  roundPercent,
  type ShareAllocationView,
} from '@ledgerline/contracts';
import { shareAllocation } from '@ledgerline/ownership';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { AccountDays } from '../../../../shared/account-days';
import { DomainError } from '../../../../shared/domain-error';
import { EntityRegisterReader } from '../../../entities/queries/entity-register.reader';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { RelationshipsReader } from '../relationships.reader';

/** `asOf`: the day whose holdings are added up (default today in the account's zone). */
const shareAllocationQuery = z.object({ asOf: asOfDay.optional() });

/** How much of a company its current holdings allocate (docs/decisions/0021), the rule the deciders apply. */
@Controller('entities')
@UseGuards(AuthenticatedGuard)
export class ShareAllocationController {
  constructor(
    private readonly entities: EntityRegisterReader,
    private readonly relationships: RelationshipsReader,
    private readonly days: AccountDays,
  ) {}

  @Get(':id/share-allocation')
  async get(
    @CurrentActor() actor: Actor,
    @Param('id', new ZodValidationPipe(idParam, 'param', 'id')) entityId: number,
    @Query(new ZodValidationPipe(shareAllocationQuery, 'query')) query: z.output<typeof shareAllocationQuery>,
  ): Promise<ShareAllocationView> {
    const entity = await this.entities.entity(actor.accountId, entityId);
    if (entity.type !== 'company')
      throw new DomainError(
        'invalid',
        'RELATIONSHIP.NOT_A_COMPANY',
        'Share allocation is kept for companies',
        [{ field: 'id', message: 'Share allocation is kept for companies' }],
      );
    // A company's holders: links targeting it, and its own `subsidiary` links (the target holds the source).
    const [held, subsidiaryOf] = await Promise.all([
      this.relationships.list(actor.accountId, { targetEntityId: entityId }),
      this.relationships.list(actor.accountId, { sourceEntityId: entityId, type: 'subsidiary' }),
    ]);
    const links = new Map<number, RelationshipView>([...held, ...subsidiaryOf].map((r) => [r.id, r]));
    const day = query.asOf ?? (await this.days.today(actor.accountId));
    const allocation = shareAllocation([...links.values()], entityId, day);
    const holdings = allocation.holdings.map((holding) => {
      const link = links.get(holding.relationshipId)!;
      const holder = link.sourceEntityId === holding.holderId ? link.sourceEntity : link.targetEntity;
      return {
        ...holding,
        holderName: holder?.name ?? '',
        overAllocationReason: link.overAllocationReason ?? null,
      };
    });
    return {
      entityId,
      entityName: entity.name,
      allocated: allocation.allocated,
      unallocated: roundPercent(Math.max(0, 100 - allocation.allocated)),
      overAllocatedBy: roundPercent(Math.max(0, allocation.allocated - 100)),
      holdings,
    };
  }
}
