import type { INestApplicationContext } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '@ledgerline/events';
import { DeadlineScanService } from '../../modules/deadlines/deadline-scan.service';
import type { Actor } from '../../shared/actor';
import { AccountSeeder, BENCH_PASSWORD } from './account-seeder';
import { ProgressLine, seconds, thousands } from './progress-line';
import type { SeedManifest } from './seed-manifest';
import { commandsOf, type InstallationPlan, SEARCH_TERM, SEED_PLAN_VERSION } from './seed-plan';

const countOf = (plan: InstallationPlan['measured'], type: string) =>
  plan.entities.filter((e) => e.type === type).length;

/**
 * Registers a user per account (the first, an otherwise empty account, is the installation admin who raises
 * every plan to Enterprise), fills the accounts concurrently (one sequential loop per account stream), then
 * runs the deadline scan once, as the embedded scheduler would, so filings and notifications exist.
 */
export async function seedInstallation(
  app: INestApplicationContext,
  plan: InstallationPlan,
  scale: number,
): Promise<SeedManifest> {
  const startedAt = Date.now();
  const seeder = new AccountSeeder(app);
  const admin = await seeder.register(plan.adminUsername);
  if (admin.role !== 'admin')
    throw new Error('The seeding data dir was not empty: the admin is not the first user');
  const accounts = [plan.measured, ...plan.others];
  const actors: Actor[] = [];
  for (const account of accounts) {
    const actor = await seeder.register(account.username);
    await seeder.upgradeToEnterprise(admin, actor);
    actors.push(actor);
  }
  const total = accounts.reduce((sum, account) => sum + commandsOf(account), 0);
  const progress = new ProgressLine();
  // The rate over the last half minute: the late phases (one account's relationships) are much slower.
  const recent: { at: number; done: number }[] = [];
  const ticker = setInterval(() => {
    const done = seeder.commandsDone;
    recent.push({ at: Date.now(), done });
    while (recent.length > 30) recent.shift();
    const rate = (done - recent[0].done) / Math.max(1, (Date.now() - recent[0].at) / 1000);
    const eta = rate > 0 ? `, ETA ${thousands((total - done) / rate)} s` : '';
    progress.update(
      `Seeding through the CommandBus: ${thousands(done)}/${thousands(total)} commands (${Math.floor((100 * done) / total)}%), ${thousands(rate)}/s, ${seconds(startedAt)}${eta}`,
    );
  }, 1000);
  let measuredIds: number[];
  try {
    [measuredIds] = await Promise.all(accounts.map((account, i) => seeder.fill(actors[i], account)));
  } finally {
    clearInterval(ticker);
  }
  progress.done(
    `Seeded ${thousands(total)} commands over ${accounts.length} accounts in ${seconds(startedAt)}`,
  );
  const scanStartedAt = Date.now();
  const scan = await app.get(DeadlineScanService).scanAll();
  console.log(
    `Deadline scan: ${thousands(scan.filingsPlanned)} filings planned, ${thousands(scan.notificationsRaised)} notifications raised in ${seconds(scanStartedAt)}`,
  );
  const head = await app.get<EventStore>(EVENT_STORE).headPosition();
  return {
    planVersion: SEED_PLAN_VERSION,
    scale,
    seededAt: new Date().toISOString(),
    seedSeconds: Math.round((Date.now() - startedAt) / 1000),
    commands: total,
    events: Number(head ?? BigInt(0)),
    password: BENCH_PASSWORD,
    measured: {
      username: plan.measured.username,
      entities: {
        company: countOf(plan.measured, 'company'),
        individual: countOf(plan.measured, 'individual'),
        trust: countOf(plan.measured, 'trust'),
      },
      relationships: plan.measured.relationships.length,
      assets: plan.measured.assets.length,
      groups: plan.measured.groups.length,
      groupMembers: plan.measured.groups.reduce((sum, g) => sum + g.members.length, 0),
      boCompanyId: measuredIds[plan.measured.boCompany],
      boCompanyLevel: plan.measured.boCompanyLevel,
      searchTerm: SEARCH_TERM,
    },
    others: { accounts: plan.others.length, entitiesEach: plan.others[0]?.entities.length ?? 0 },
    deadlineScan: { filingsPlanned: scan.filingsPlanned, notificationsRaised: scan.notificationsRaised },
  };
}
