import { join } from 'node:path';
import {
  domainEventCatalogue,
  type EventStore,
  type NewEvent,
  openSqliteEventStore,
  openSqlitePersonalDataKeyStore,
  PersonalDataEventStore,
  PersonalDataVault,
} from '@ledgerline/events';
import { openSqliteReadStore, ProjectionRunner } from '@ledgerline/projections';
import { allProjectors } from '../projectors';
import { benchEvent } from './append-benchmark';

export interface PersonalDataBenchmarkSide {
  individuals: number;
  events: number;
  /** One command's append (the individual and its details, two events) at a time. */
  appendSeconds: number;
  /** CPU time of this process, less sensitive than wall time to other load on the machine. */
  appendCpuSeconds: number;
  rebuildSeconds: number;
  rebuildCpuSeconds: number;
  rebuildEventsPerSecond: number;
}

const ACCOUNTS = 100;

/** Fresh ids and the current time, as the append benchmark's events carry. */
const metadata = (accountId: number) => benchEvent(accountId, 0).metadata;

/** An individual as the create route records it: the profile, then the details. */
const individual = (accountId: number, entityId: number): NewEvent[] => [
  {
    type: 'EntityRegistered',
    data: {
      entityId,
      accountId,
      entityType: 'individual',
      createdByUserId: accountId,
      profile: {
        name: `Person ${entityId} Nkosi`,
        email: `person${entityId}@example.co.za`,
        phone: `+27 82 555 ${String(entityId).padStart(4, '0')}`,
        address: `${entityId} Long Street, Cape Town`,
        status: 'active',
        country: 'South Africa',
      },
    },
    metadata: metadata(accountId),
  },
  {
    type: 'IndividualDetailsRecorded',
    data: {
      entityId,
      accountId,
      changes: {
        dateOfBirth: { from: null, to: '1980-01-01' },
        idNumber: { from: null, to: `800101${String(entityId).padStart(7, '0')}` },
        nationality: { from: null, to: 'South African' },
        position: { from: null, to: 'Director' },
      },
    },
    metadata: metadata(accountId),
  },
];

const cpuSeconds = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1e6;

async function measure(eventStore: EventStore, readFile: string, individuals: number) {
  const revisions = new Map<number, number>();
  const appendCpu = process.cpuUsage();
  const appendStarted = process.hrtime.bigint();
  for (let id = 1; id <= individuals; id++) {
    const account = (id % ACCOUNTS) + 1;
    const revision = revisions.get(account);
    const result = await eventStore.appendToStream(`account-${account}`, individual(account, id), {
      expectedRevision: revision ?? 'no_stream',
    });
    revisions.set(account, result.nextExpectedRevision);
  }
  const appendSeconds = Number(process.hrtime.bigint() - appendStarted) / 1e9;
  const appendCpuSeconds = cpuSeconds(process.cpuUsage(appendCpu));
  const readStore = openSqliteReadStore(readFile);
  const runner = new ProjectionRunner({
    eventStore,
    readStore,
    catalogue: domainEventCatalogue(),
    projectors: allProjectors(),
    logger: { log: () => undefined, warn: () => undefined, error: console.error },
  });
  const rebuildCpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  await runner.rebuild();
  const rebuildSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const rebuildCpuSeconds = cpuSeconds(process.cpuUsage(rebuildCpu));
  await readStore.close();
  return { appendSeconds, appendCpuSeconds, rebuildSeconds, rebuildCpuSeconds };
}

/**
 * The same 10,000 individuals (with contact details and ID numbers) appended one command
 * at a time and rebuilt into every read model, on the plain SQLite log and behind the personal-data encryption.
 */
export async function runPersonalDataBenchmark(
  dir: string,
  individuals: number,
): Promise<{ plain: PersonalDataBenchmarkSide; sealed: PersonalDataBenchmarkSide }> {
  const side = async (label: string, open: () => EventStore): Promise<PersonalDataBenchmarkSide> => {
    const store = open();
    const { appendSeconds, appendCpuSeconds, rebuildSeconds, rebuildCpuSeconds } = await measure(
      store,
      join(dir, `${label}-reads.sqlite`),
      individuals,
    );
    await store.close();
    const events = individuals * 2;
    return {
      individuals,
      events,
      appendSeconds: Number(appendSeconds.toFixed(2)),
      appendCpuSeconds: Number(appendCpuSeconds.toFixed(2)),
      rebuildSeconds: Number(rebuildSeconds.toFixed(2)),
      rebuildCpuSeconds: Number(rebuildCpuSeconds.toFixed(2)),
      rebuildEventsPerSecond: Math.round(events / rebuildSeconds),
    };
  };
  const plain = await side('plain', () => openSqliteEventStore(join(dir, 'plain-events.sqlite')));
  const sealed = await side(
    'sealed',
    () =>
      new PersonalDataEventStore(
        openSqliteEventStore(join(dir, 'sealed-events.sqlite')),
        new PersonalDataVault(openSqlitePersonalDataKeyStore(join(dir, 'sealed-keys.sqlite'))),
      ),
  );
  return { plain, sealed };
}
