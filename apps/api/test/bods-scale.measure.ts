/**
 * Measures BODS 0.4 import and export at the Enterprise plan's 10,000 entities (docs/decisions/0030). Not a spec
 * (no *.spec.ts): run it on purpose with
 *   npx jest --testMatch '**\/bods-scale.measure.ts' apps/api/test/bods-scale.measure.ts --maxWorkers=1
 */
import type { BodsImportResult } from '@ledgerline/contracts';
import { EVENT_STORE, type EventStore } from '@ledgerline/events';
import { EVENT_CATALOGUE } from '../src/infrastructure/infrastructure.tokens';
import { fullFoldNetworkStatements } from '../src/modules/bods/testing/full-fold-network';
import { AccountDays } from '../src/shared/account-days';
import { registeredAgent, useTestApp } from './test-app';

const COMPANIES = 3000;
const TRUSTS = 1000;
const PEOPLE = 6000;

function syntheticPackage(): unknown[] {
  let n = 0;
  const statementId = () => `00000000-0000-5000-8000-${String(n++).padStart(12, '0')}`;
  const pub = { publicationDate: '2025-06-30', bodsVersion: '0.4', publisher: { name: 'Scale' } };
  const base = (recordId: string, recordType: string, recordDetails: object) => ({
    statementId: statementId(),
    statementDate: '2025-06-30',
    declarationSubject: recordId,
    recordId,
    recordType,
    recordStatus: 'new',
    recordDetails,
    publicationDetails: pub,
  });
  const statements: unknown[] = [];
  for (let i = 0; i < COMPANIES; i++)
    statements.push(
      base(`c${i}`, 'entity', {
        isComponent: false,
        entityType: { type: 'registeredEntity' },
        name: `Company ${i}`,
        identifiers: [{ id: `2020/${String(i).padStart(6, '0')}/07`, scheme: 'ZA-CIP' }],
      }),
    );
  for (let i = 0; i < TRUSTS; i++)
    statements.push(
      base(`t${i}`, 'entity', {
        isComponent: false,
        entityType: { type: 'arrangement', subtype: 'trust' },
        name: `Trust ${i}`,
      }),
    );
  for (let i = 0; i < PEOPLE; i++)
    statements.push(
      base(`p${i}`, 'person', {
        isComponent: false,
        personType: 'knownPerson',
        names: [{ fullName: `Person ${i}` }],
      }),
    );
  const link = (subject: string, party: string, type: string, exact?: number) =>
    statements.push(
      base(`r${n}`, 'relationship', {
        isComponent: false,
        subject,
        interestedParty: party,
        interests: [{ type, ...(exact === undefined ? {} : { share: { exact } }) }],
      }),
    );
  for (let i = 1; i < COMPANIES; i++) link(`c${i}`, `c${Math.floor((i - 1) / 3)}`, 'shareholding', 60);
  for (let i = 0; i < COMPANIES; i++) link(`c${i}`, `p${i}`, 'shareholding', 30);
  for (let i = 0; i < TRUSTS; i++) {
    link(`t${i}`, `p${COMPANIES + i}`, 'settlor');
    link(`t${i}`, `p${COMPANIES + TRUSTS + i}`, 'trustee');
    link(`t${i}`, `p${COMPANIES + 2 * TRUSTS + i}`, 'beneficiaryOfLegalArrangement');
    link(`c${i}`, `t${i}`, 'shareholding', 10);
  }
  return statements;
}

describe('BODS at 10,000 entities', () => {
  const app = useTestApp();
  jest.setTimeout(1_800_000);

  it('imports and exports', async () => {
    const { agent, user } = await registeredAgent(app());
    await agent
      .post('/api/subscription/update')
      .send({ userId: user.id, tier: 'enterprise', status: 'active' })
      .expect(200);
    const file = Buffer.from(JSON.stringify(syntheticPackage()));
    const upload = (dryRun: boolean) =>
      agent
        .post(`/api/import/bods${dryRun ? '?dryRun=true' : ''}`)
        .attach('file', file, { filename: 'scale.json', contentType: 'application/json' });
    const timed = async <T>(what: string, run: () => Promise<T>) => {
      const start = performance.now();
      const result = await run();
      process.stdout.write(`${what}: ${Math.round(performance.now() - start)} ms\n`);
      return result;
    };
    process.stdout.write(`file: ${(file.length / 1024 / 1024).toFixed(2)} MiB\n`);
    const preview = await timed('dry run', () => upload(true));
    expect((preview.body as BodsImportResult).problems).toEqual([]);
    const applied = await timed('apply', () => upload(false));
    expect(applied.status).toBe(201);
    const rssBefore = process.memoryUsage().rss;
    const exported = await timed('export account', () => agent.get('/api/export/bods').buffer(true));
    process.stdout.write(
      `export: ${(exported.text.length / 1024 / 1024).toFixed(2)} MiB, ${JSON.parse(exported.text).length} statements, rss +${Math.round((process.memoryUsage().rss - rssBefore) / 1024 / 1024)} MiB\n`,
    );
    const root = (applied.body as BodsImportResult).entityIds.c2999;
    const network = await timed('export one company network', () =>
      agent.get(`/api/compliance/bods/${root}`).buffer(true),
    );
    process.stdout.write(`network: ${JSON.parse(network.text).length} statements\n`);
    for (let i = 0; i < 5; i++)
      await timed('export one company network again', () =>
        agent.get(`/api/compliance/bods/${root}`).buffer(true),
      );
    // What the route did before it read a bounded slice: fold the whole account stream.
    const reference = await timed('the same network by a full fold of the stream', async () =>
      fullFoldNetworkStatements(app().app.get<EventStore>(EVENT_STORE), app().app.get(EVENT_CATALOGUE), {
        accountId: user.accountId,
        entityId: root,
        today: await app().app.get(AccountDays).today(user.accountId),
        timeZone: await app().app.get(AccountDays).timeZone(user.accountId),
      }),
    );
    expect(JSON.parse(network.text)).toEqual(JSON.parse(JSON.stringify(reference)));
  });
});
