import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Projector } from '../projector';
import { ProjectionRunner } from '../runner/projection-runner';
import type { ProjectionRunnerOptions } from '../runner/projection-runner.types';
import { type SqliteReadStore, openSqliteReadStore } from '../sqlite/sqlite-read-store.adapter';
import { InMemoryEventStore } from './in-memory-event-store';
import { noteCatalogue, noteEvent } from './note-events';

export const silentLogger = () => ({ log: jest.fn(), warn: jest.fn(), error: jest.fn() });

/** A real SQLite read store in a temporary directory, an in-memory log, and runners over both. */
export function projectionFixture() {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-projections-'));
  const eventStore = new InMemoryEventStore();
  const readStore: SqliteReadStore = openSqliteReadStore(join(dir, 'read-models.sqlite'));
  const runners: ProjectionRunner[] = [];
  const logger = silentLogger();
  return {
    eventStore,
    readStore,
    logger,
    runner(projectors: Projector[], options: Partial<ProjectionRunnerOptions> = {}) {
      const runner = new ProjectionRunner({
        eventStore,
        readStore,
        catalogue: noteCatalogue(),
        projectors,
        logger,
        ...options,
      });
      runners.push(runner);
      return runner;
    },
    /** Appends `count` notes spread over `accounts` accounts, one event per append call. */
    async appendNotes(count: number, accounts = 7): Promise<void> {
      for (let index = 0; index < count; index++) {
        const accountId = `account-${index % accounts}`;
        await eventStore.appendToStream(`notes-${accountId}`, [noteEvent(accountId, { note: `n${index}` })]);
      }
    },
    async cleanup(): Promise<void> {
      for (const runner of runners) await runner.stop();
      await readStore.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ProjectionFixture = ReturnType<typeof projectionFixture>;
