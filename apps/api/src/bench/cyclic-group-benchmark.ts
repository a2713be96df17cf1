import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { CommandBus } from '@nestjs/cqrs';
import { createRelationshipSchema, DEFAULT_BO_THRESHOLD } from '@ledgerline/contracts';
import type { Response } from 'express';
import { DeadlineScanService } from '../modules/deadlines/deadline-scan.service';
import { CreateEntityCommand } from '../modules/entities/commands/create-entity/create-entity.command';
import { createEntityRequestSchema } from '../modules/entities/commands/create-entity/create-entity.schema';
import { BeneficialOwnersController } from '../modules/ownership/beneficial-owners.controller';
import { CreateRelationshipCommand } from '../modules/relationships/commands/create-relationship/create-relationship.command';
import type { Actor } from '../shared/actor';
import { inBenchApp } from './bench-app';
import { AccountSeeder } from './reads/account-seeder';

export interface CyclicGroupResult {
  companies: number;
  links: number;
  /** Per link, the command and its deadline planning, as the link route runs them. */
  linkP50Ms: number;
  linkP99Ms: number;
  linkMaxMs: number;
  /** The first links, while the group is small: the same route's own reference. */
  smallGroupLinkP99Ms: number;
  /** The last tenth of the links, into the largest group. */
  largeGroupLinkP99Ms: number;
  /** Another account's BO route, from when its request was due to its answer. */
  otherRouteIdleP99Ms: number;
  otherRouteDuringP99Ms: number;
  otherRouteDuringMaxMs: number;
  probes: number;
  loadAverage: string;
}

const PROBE_EVERY_MS = 20;
const SMALL_GROUP_LINKS = 20;

const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const company = (name: string) =>
  createEntityRequestSchema.parse({
    type: 'company',
    name,
    incorporationDate: '2015-03-02',
    companyClassification: 'non_affected_private',
  });

const person = (name: string) =>
  createEntityRequestSchema.parse({
    type: 'individual',
    name,
    email: `${name.toLowerCase().replace(/ /g, '.')}@example.co.za`,
    dateOfBirth: '1970-01-01',
  });

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const noHeaders = { set: () => undefined } as unknown as Response;

/**
 * Requests to another account's BO route at a fixed rate, each timed from when it was due (not from when the
 * event loop got round to sending it), so a stall counts for every request that arrived during it.
 */
function probeRoute(ask: () => Promise<unknown>): { stop: () => Promise<number[]> } {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    let due = nowMs();
    while (running) {
      await ask();
      latencies.push(nowMs() - due);
      due += PROBE_EVERY_MS;
      const wait = due - nowMs();
      if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return latencies;
    },
  };
}

/**
 * A strongly connected group of `companies` companies built link by link: company k holds 30% of company k+1,
 * which holds 20% of company k back, so every link joins the next company to one cycle. Meanwhile another
 * account with two entities asks for its company's beneficial owners every 20 ms.
 */
export async function runCyclicGroupBenchmark(companies: number): Promise<CyclicGroupResult> {
  return inBenchApp('ledgerline-cyclic-', async (app) => {
    const commands = app.get(CommandBus);
    const deadlines = app.get(DeadlineScanService);
    const route = app.get(BeneficialOwnersController);
    const seeder = new AccountSeeder(app);
    const admin = await seeder.register('cyclic-admin');
    const writer = await seeder.register('cyclic-writer');
    const other = await seeder.register('cyclic-other');
    await seeder.upgradeToEnterprise(admin, writer);
    const as = (actor: Actor): Actor => ({ ...actor, correlationId: randomUUID() });
    const create = async (actor: Actor, request: ReturnType<typeof company>) =>
      (await commands.execute(new CreateEntityCommand(as(actor), request))).entityId;
    const link = async (actor: Actor, source: number, target: number, percentage: number) => {
      const fields = createRelationshipSchema.parse({
        sourceEntityId: source,
        targetEntityId: target,
        type: 'shareholder',
        ownershipPercentage: percentage,
      });
      const write = as(actor);
      await commands.execute(new CreateRelationshipCommand(write, fields));
      await deadlines.planAfterLinkChange(actor.accountId, [source, target], write.correlationId);
    };

    const otherCompany = await create(other, company('Unrelated Holdings (Pty) Ltd'));
    await link(other, await create(other, person('Thandi Unrelated')), otherCompany, 60);
    const question = { threshold: DEFAULT_BO_THRESHOLD, includeFormer: undefined };
    const ask = () => route.get(as(other), otherCompany, question, noHeaders);
    await ask();

    const founder = await create(writer, person('Sipho Founder'));
    const ids: number[] = [];
    for (let k = 0; k < companies; k++) ids.push(await create(writer, company(`Cycle ${k + 1} (Pty) Ltd`)));
    await link(writer, founder, ids[0], 40);

    const idle = probeRoute(ask);
    await new Promise((done) => setTimeout(done, 2_000));
    const idleLatencies = await idle.stop();

    const during = probeRoute(ask);
    const perLink: number[] = [];
    for (let k = 0; k + 1 < companies; k++)
      for (const [source, target, percentage] of [
        [ids[k], ids[k + 1], 30],
        [ids[k + 1], ids[k], 20],
      ]) {
        const started = nowMs();
        await link(writer, source, target, percentage);
        perLink.push(nowMs() - started);
      }
    const duringLatencies = await during.stop();
    return {
      companies,
      links: perLink.length,
      linkP50Ms: percentile(perLink, 50),
      linkP99Ms: percentile(perLink, 99),
      linkMaxMs: Math.max(...perLink),
      smallGroupLinkP99Ms: percentile(perLink.slice(0, SMALL_GROUP_LINKS), 99),
      largeGroupLinkP99Ms: percentile(perLink.slice(Math.floor(perLink.length * 0.9)), 99),
      otherRouteIdleP99Ms: percentile(idleLatencies, 99),
      otherRouteDuringP99Ms: percentile(duringLatencies, 99),
      otherRouteDuringMaxMs: Math.max(...duringLatencies),
      probes: duringLatencies.length,
      loadAverage: loadavg()[0].toFixed(1),
    };
  });
}

/** `npm run bench -- cyclic`: per-link cost into a large cycle, and another account's BO route meanwhile. */
export async function printCyclicGroup(): Promise<void> {
  const r = await runCyclicGroupBenchmark(Number(process.env.BENCH_CYCLIC_COMPANIES ?? 500));
  const ms = (value: number) => value.toFixed(1);
  const ratio = (a: number, b: number) => `x${(a / b).toFixed(1)}`;
  console.log(
    `Writes into one strongly connected group of ${r.companies} companies, built link by link (${r.links} links; load ${r.loadAverage}):`,
  );
  console.log(
    `  per link (command and deadline planning): p50 ${ms(r.linkP50Ms)} ms, p99 ${ms(r.linkP99Ms)} ms, max ${ms(r.linkMaxMs)} ms; last tenth p99 ${ms(r.largeGroupLinkP99Ms)} ms, ${ratio(r.largeGroupLinkP99Ms, r.smallGroupLinkP99Ms)} of the first ${SMALL_GROUP_LINKS} links' p99 ${ms(r.smallGroupLinkP99Ms)} ms`,
  );
  console.log(
    `  another account's BO route (${r.probes} requests, one due every ${PROBE_EVERY_MS} ms): p99 ${ms(r.otherRouteDuringP99Ms)} ms, max ${ms(r.otherRouteDuringMaxMs)} ms; ${ratio(r.otherRouteDuringP99Ms, r.otherRouteIdleP99Ms)} of its p99 with no writes ${ms(r.otherRouteIdleP99Ms)} ms`,
  );
}
