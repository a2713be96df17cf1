import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { createRelationshipSchema } from '@ledgerline/contracts';
import { DeadlineScanService } from '../modules/deadlines/deadline-scan.service';
import { CreateEntityCommand } from '../modules/entities/commands/create-entity/create-entity.command';
import { createEntityRequestSchema } from '../modules/entities/commands/create-entity/create-entity.schema';
import { UpdateEntityCommand } from '../modules/entities/commands/update-entity/update-entity.command';
import { CreateRelationshipCommand } from '../modules/relationships/commands/create-relationship/create-relationship.command';
import type { Actor } from '../shared/actor';
import { inBenchApp } from './bench-app';
import { AccountSeeder } from './reads/account-seeder';

export interface CommandCost {
  /** The window of commands ends at this entity (the 10,000th is the Enterprise cap). */
  atEntity: number;
  createMs: number;
  updateMs: number;
  linkMs: number;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1];

const company = (n: number) =>
  createEntityRequestSchema.parse({
    type: 'company',
    name: `Per-command Company ${n} (Pty) Ltd`,
    incorporationDate: '2015-03-02',
    companyClassification: 'non_affected_private',
  });

/**
 * In-process cost of one command as its route runs it (the command, then its deadline planning), at the 1st,
 * 1,000th and 10,000th entity of one account. Between the windows the account is filled
 * through the CommandBus without planning, then planned once, as the scheduler would, so filings exist.
 */
export async function runPerCommandCostBenchmark(
  milestones = [1, 1_000, 10_000],
  window = 30,
): Promise<CommandCost[]> {
  return inBenchApp('ledgerline-per-command-', async (app) => {
    const commands = app.get(CommandBus);
    const deadlines = app.get(DeadlineScanService);
    const seeder = new AccountSeeder(app);
    const admin = await seeder.register('per-command-admin');
    const owner = await seeder.register('per-command-owner');
    await seeder.upgradeToEnterprise(admin, owner);
    const actor = (): Actor => ({ ...owner, correlationId: randomUUID() });
    const ids: number[] = [];
    const create = async () => {
      const { entityId } = await commands.execute(new CreateEntityCommand(actor(), company(ids.length + 1)));
      ids.push(entityId);
      return entityId;
    };
    const timed = async (work: () => Promise<unknown>) => {
      const started = process.hrtime.bigint();
      await work();
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const results: CommandCost[] = [];
    for (const milestone of milestones) {
      while (ids.length < Math.max(0, milestone - window)) await create();
      await deadlines.planAccount(owner.accountId);
      const creates: number[] = [];
      const updates: number[] = [];
      const links: number[] = [];
      for (let i = 0; i < window; i++) {
        creates.push(
          await timed(async () => {
            await deadlines.planEntities(owner.accountId, [await create()]);
          }),
        );
        const entityId = ids[ids.length - 1];
        updates.push(
          await timed(async () => {
            const patch = { registrationNumber: `2015/${String(entityId).padStart(6, '0')}/07` };
            await commands.execute(new UpdateEntityCommand(actor(), entityId, 'company', patch));
            await deadlines.planEntities(owner.accountId, [entityId]);
          }),
        );
        if (ids.length < 2) continue;
        const fields = createRelationshipSchema.parse({
          sourceEntityId: ids[ids.length - 2],
          targetEntityId: entityId,
          type: 'shareholder',
          ownershipPercentage: 40,
        });
        links.push(
          await timed(async () => {
            await commands.execute(new CreateRelationshipCommand(actor(), fields));
            await deadlines.planAfterLinkChange(owner.accountId, [fields.sourceEntityId, entityId]);
          }),
        );
      }
      results.push({
        atEntity: milestone,
        createMs: median(creates),
        updateMs: median(updates),
        linkMs: median(links),
      });
    }
    return results;
  });
}

const ordinal = (n: number) => (n === 1 ? '1st' : `${n.toLocaleString('en-US')}th`);

/** `npm run bench -- commands`: create, update and link-create as their routes run them, by account size. */
export async function printPerCommandCost(): Promise<void> {
  const results = await runPerCommandCostBenchmark();
  console.log(
    'Per-command cost in one account (in process: the command and its deadline planning; median of 30):',
  );
  for (const r of results)
    console.log(
      `  at the ${ordinal(r.atEntity)} entity: create ${r.createMs.toFixed(1)} ms, update ${r.updateMs.toFixed(1)} ms, link create ${r.linkMs.toFixed(1)} ms`,
    );
  const [first, , last] = results;
  if (first && last)
    console.log(
      `  ${ordinal(last.atEntity)} against 1st: create x${(last.createMs / first.createMs).toFixed(2)}, link x${(last.linkMs / first.linkMs).toFixed(2)} (target <= x1.2)`,
    );
}
