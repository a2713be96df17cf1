import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BadRequestException, Body, Controller, Headers, HttpCode, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import Database from 'better-sqlite3';
import { createEntityRequestSchema } from '../../modules/entities/commands/create-entity/create-entity.schema';

/**
 * The create benchmark's plain baseline, in its own process like the API: NestJS, the product's zod schema
 * of `POST /api/entities`, and one SQLite insert (WAL, as the product's files) per request. No accounts,
 * sessions, events or read models: what a plain CRUD handler costs on this machine.
 */
const db = new Database(join(mkdtempSync(join(tmpdir(), 'ledgerline-plain-')), 'plain.sqlite'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec(
  'CREATE TABLE companies (id INTEGER PRIMARY KEY, accountId TEXT NOT NULL, name TEXT NOT NULL, doc TEXT NOT NULL)',
);
const insert = db.prepare('INSERT INTO companies (accountId, name, doc) VALUES (?, ?, ?)');

@Controller()
class PlainCompaniesController {
  @Post('companies')
  @HttpCode(201)
  create(@Body() body: unknown, @Headers('x-account') account = 'one'): object {
    const parsed = createEntityRequestSchema.safeParse(body);
    if (!parsed.success) throw new BadRequestException(parsed.error.issues);
    const doc = { ...parsed.data, createdAt: new Date().toISOString() };
    const id = Number(insert.run(account, parsed.data.name, JSON.stringify(doc)).lastInsertRowid);
    return { id, ...doc };
  }
}

@Module({ controllers: [PlainCompaniesController] })
class PlainModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create(PlainModule, { logger: false });
  await app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
  const port = (app.getHttpServer().address() as AddressInfo).port;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

void main();
