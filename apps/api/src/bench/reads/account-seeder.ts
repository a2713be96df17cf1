import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { type Command, CommandBus } from '@nestjs/cqrs';
import {
  createAssetSchema,
  createRelationshipSchema,
  groupFieldsSchema,
  registerRequestSchema,
} from '@ledgerline/contracts';
import { UpdateUserCommand } from '../../modules/admin/commands/update-user/update-user.command';
import { CreateAssetCommand } from '../../modules/assets/commands/create-asset/create-asset.command';
import { CreateEntityCommand } from '../../modules/entities/commands/create-entity/create-entity.command';
import { createEntityRequestSchema } from '../../modules/entities/commands/create-entity/create-entity.schema';
import { AddGroupMemberCommand } from '../../modules/groups/commands/add-group-member/add-group-member.command';
import { CreateGroupCommand } from '../../modules/groups/commands/create-group/create-group.command';
import { PublicUserService } from '../../modules/identity/auth/public-user.service';
import { RegisterUserCommand } from '../../modules/identity/commands/register-user/register-user.command';
import { CreateRelationshipCommand } from '../../modules/relationships/commands/create-relationship/create-relationship.command';
import type { Actor } from '../../shared/actor';
import type { AccountPlan } from './seed-plan';

export const BENCH_PASSWORD = 'bench-reads-password';

/** Each command gets its own correlation id, as each HTTP request does. */
const asRequest = (actor: Actor): Actor => ({ ...actor, correlationId: randomUUID() });

/**
 * Fills accounts through the product's command path: the same zod schemas as the controllers, then the
 * CommandBus (decide on the account stream, append with the expected revision, wait for the projections).
 */
export class AccountSeeder {
  private readonly commands: CommandBus;
  private readonly users: PublicUserService;
  commandsDone = 0;

  constructor(app: INestApplicationContext) {
    this.commands = app.get(CommandBus);
    this.users = app.get(PublicUserService);
  }

  async register(username: string): Promise<Actor> {
    const request = registerRequestSchema.parse({
      username,
      password: BENCH_PASSWORD,
      email: `${username}@example.co.za`,
    });
    const { userId } = await this.commands.execute(new RegisterUserCommand(request, randomUUID()));
    const user = await this.users.findDocument(userId);
    if (!user) throw new Error(`User ${username} was registered but is not projected`);
    return {
      userId,
      accountId: user.accountId,
      role: user.role,
      accountRole: user.accountRole,
      correlationId: randomUUID(),
    };
  }

  async upgradeToEnterprise(admin: Actor, user: Actor): Promise<void> {
    const patch = { subscriptionTier: 'enterprise', subscriptionStatus: 'active' } as const;
    await this.commands.execute(new UpdateUserCommand(asRequest(admin), user.userId, patch));
  }

  /**
   * Entities first (their ids are the installation's), then what refers to them, one command at a time:
   * a second writer on the same account stream makes appends conflict, and the product then re-reads the
   * whole stream (10,000+ events) before deciding again (a trial with four writers seeded many times slower).
   */
  async fill(actor: Actor, plan: AccountPlan): Promise<number[]> {
    const ids: number[] = [];
    await forEach(plan.entities, async (entity, i) => {
      const request = createEntityRequestSchema.parse(entity);
      ids[i] = (await this.run(new CreateEntityCommand(asRequest(actor), request))).entityId;
    });
    await forEach(plan.relationships, async ({ source, target, ...rest }) => {
      const fields = createRelationshipSchema.parse({
        ...rest,
        sourceEntityId: ids[source],
        targetEntityId: ids[target],
      });
      await this.run(new CreateRelationshipCommand(asRequest(actor), fields));
    });
    await forEach(plan.assets, async ({ owner, ...rest }) => {
      const fields = createAssetSchema.parse({ ...rest, ownerEntityId: ids[owner] });
      await this.run(new CreateAssetCommand(asRequest(actor), fields));
    });
    for (const group of plan.groups) {
      const { name, description } = groupFieldsSchema.parse({ name: group.name });
      const { groupId } = await this.run(new CreateGroupCommand(asRequest(actor), name, description));
      await forEach(group.members, (member) =>
        this.run(new AddGroupMemberCommand(asRequest(actor), groupId, ids[member])),
      );
    }
    return ids;
  }

  private async run<R>(command: Command<R>): Promise<R> {
    const result = await this.commands.execute(command);
    this.commandsDone++;
    return result;
  }
}

async function forEach<T>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<unknown>,
): Promise<void> {
  for (let index = 0; index < items.length; index++) await work(items[index], index);
}
