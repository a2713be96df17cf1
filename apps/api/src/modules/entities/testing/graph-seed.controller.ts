import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createRelationshipSchema } from '@ledgerline/contracts';
import { z } from 'zod';
import { ZodValidationPipe } from '../../../http/zod-validation.pipe';
import type { Actor } from '../../../shared/actor';
import { UpdateUserCommand } from '../../admin/commands/update-user/update-user.command';
import { AuthenticatedGuard } from '../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../identity/auth/current-actor.decorator';
import { CreateRelationshipCommand } from '../../relationships/commands/create-relationship/create-relationship.command';
import { CreateEntityCommand } from '../commands/create-entity/create-entity.command';
import { createEntityRequestSchema } from '../commands/create-entity/create-entity.schema';

/** Only the browser specs start the server with this set (scripts/e2e.mjs); production never mounts the route. */
export const GRAPH_SEED_ENABLED = process.env.LEDGERLINE_E2E_SEED === '1';

const seedRequest = z.object({
  prefix: z.string().min(1).max(40),
  entities: z.number().int().min(1).max(10_000),
  /** Pairs of indexes into the created entities: the first holds shares in the second. */
  links: z.array(z.tuple([z.number().int().min(0), z.number().int().min(0)])).max(10_000),
});

/**
 * Test-only: fills the caller's account with a few thousand entities in one request, through the same
 * commands (and so the same events and projections) as the REST routes, minus an HTTP round trip each.
 * The account moves to the Enterprise plan first so the plan limit allows it.
 */
@Controller('testing')
@UseGuards(AuthenticatedGuard)
export class GraphSeedController {
  constructor(private readonly commands: CommandBus) {}

  @Post('seed-graph')
  @HttpCode(201)
  async seed(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(seedRequest)) body: z.output<typeof seedRequest>,
  ): Promise<{ entityIds: number[] }> {
    const plan = { subscriptionTier: 'enterprise', subscriptionStatus: 'active' } as const;
    await this.commands.execute(new UpdateUserCommand(actor, actor.userId, plan));
    const entityIds: number[] = [];
    for (let index = 0; index < body.entities; index++) {
      const request = createEntityRequestSchema.parse({
        type: 'company',
        name: `${body.prefix} ${index + 1}`,
      });
      entityIds.push((await this.commands.execute(new CreateEntityCommand(actor, request))).entityId);
    }
    for (const [owner, owned] of body.links) {
      const fields = createRelationshipSchema.parse({
        sourceEntityId: entityIds[owner],
        targetEntityId: entityIds[owned],
        type: 'shareholder',
        ownershipPercentage: 100,
      });
      await this.commands.execute(new CreateRelationshipCommand(actor, fields));
    }
    return { entityIds };
  }
}
