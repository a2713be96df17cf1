import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { registerRequestSchema } from '@ledgerline/contracts';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';
import { LoadDemoDataCommand } from '../modules/demo-data/commands/load-demo-data/load-demo-data.command';
import { PublicUserService } from '../modules/identity/auth/public-user.service';
import { RegisterUserCommand } from '../modules/identity/commands/register-user/register-user.command';
import type { Actor } from '../shared/actor';

const USAGE = 'usage: npm run seed -- --username NAME [--password PASSWORD]';

/** `[#########...........] 12/40 Protea Holdings (Pty) Ltd` on a terminal, a line per step otherwise. */
function progressLine(done: number, total: number, what: string): void {
  if (!process.stdout.isTTY) return void console.log(`${done}/${total} ${what}`);
  const filled = Math.round((done / total) * 30);
  process.stdout.write(
    `\r[${'#'.repeat(filled)}${'.'.repeat(30 - filled)}] ${done}/${total} ${what}`.padEnd(100),
  );
  if (done === total) process.stdout.write('\n');
}

/**
 * `npm run seed -- --username NAME`: loads the demo group (docs/decisions/0044) into that user's account through
 * the same command as the dashboard's "Load demo data", so the account must be empty. With --password, a user
 * who does not exist yet is registered first (the first user of an installation becomes its admin).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { username: { type: 'string' }, password: { type: 'string' } } });
  if (!values.username) throw new Error(`--username is required\n${USAGE}`);
  const config = loadConfig({ ...process.env, WEB_DIST: '' });
  const app = await NestFactory.createApplicationContext(AppModule.forConfig(config), {
    logger: ['error', 'warn'],
  });
  try {
    const users = app.get(PublicUserService);
    const commands = app.get(CommandBus);
    let user = await users.findByUsername(values.username);
    if (!user && values.password) {
      const request = registerRequestSchema.parse({ username: values.username, password: values.password });
      const { userId } = await commands.execute(new RegisterUserCommand(request, randomUUID()));
      user = await users.findDocument(userId);
      console.log(`Registered ${values.username}.`);
    }
    if (!user)
      throw new Error(
        `No user named ${values.username}: register in the app, or pass --password to create one`,
      );
    const actor = {
      userId: user.userId,
      accountId: user.accountId,
      role: user.role,
      // The account's own user acts as its owner (the account roles).
      accountRole: 'owner',
      correlationId: randomUUID(),
    } as Actor;
    const created = await commands.execute(new LoadDemoDataCommand(actor, progressLine));
    console.log(
      `Loaded the demo into ${values.username}'s account: ${created.companies} companies, ${created.individuals} ` +
        `individuals, ${created.trusts} trust, ${created.relationships} relationships, ${created.assets} assets, ` +
        `${created.groups} groups, ${created.filings} filings besides the planned ones, ${created.documents} documents.`,
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
