import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BodsInterest, BodsStatement } from '../src/modules/bods/bods.types';
import { bodsExport, changingOwnership, registerMaker } from './bods-support';
import { registeredAgent, type TestApp, useTestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;
interface Owner {
  name: string;
  totalOwnership: number;
  isBeneficialOwner: boolean;
}

/** Before any holding, while Thandi held 30%, after her 30% became 20%. */
const DAYS = ['2016-06-01', '2025-06-01', '2026-06-01'];
const FIXTURES = join(__dirname, '../src/modules/bods/fixtures');
/** Our own example files and the standard's official examples (fixtures/official, with their source). */
const fixtures = ['', 'official/'].flatMap((folder) =>
  readdirSync(join(FIXTURES, folder))
    .filter((file) => file.endsWith('.json'))
    .map((file) => `${folder}${file}`),
);

/** The register's answer: each beneficial owner on the day, by name, with the share held. */
async function ownersAnswered(agent: Agent, entityId: number, day: string): Promise<string[]> {
  const url = `/api/compliance/beneficial-owners/${entityId}?asOf=${day}`;
  const owners = (await agent.get(url).expect(200)).body as Owner[];
  return owners
    .filter((o) => o.isBeneficialOwner)
    .map((o) => `${o.name} ${o.totalOwnership}`)
    .sort();
}

const covers = (interest: BodsInterest, day: string) =>
  (!interest.startDate || interest.startDate <= day) && (!interest.endDate || interest.endDate >= day);

/** The export's answer: the owners whose declared interests hold on the day, with the shares they state. */
function ownersExported(statements: BodsStatement[], subjectId: number, day: string): string[] {
  const names = new Map<string, string>();
  for (const s of statements)
    if (s.recordType === 'person')
      names.set(s.recordId, (s.recordDetails.names as { fullName: string }[])[0].fullName);
  const subject = `ledgerline-entity-${subjectId}`;
  const owners: string[] = [];
  for (const s of statements) {
    const details = s.recordDetails as {
      subject: unknown;
      interestedParty: unknown;
      interests: BodsInterest[];
    };
    if (!s.recordId.startsWith('ledgerline-bo-') || details.subject !== subject) continue;
    const held = details.interests.filter((i) => i.beneficialOwnershipOrControl && covers(i, day));
    if (held.length === 0) continue;
    const share = held
      .filter((i) => i.type === 'shareholding')
      .reduce((sum, i) => sum + (i.share?.exact ?? 0), 0);
    owners.push(`${names.get(details.interestedParty as string)} ${Math.round(share * 100) / 100}`);
  }
  return owners.sort();
}

const entitiesOf = async (agent: Agent) =>
  (
    (await agent.get('/api/entities').expect(200)).body as { id: number; name: string; type: string }[]
  ).filter((e) => e.type !== 'individual');

/** Every company's and trust's owners on each day, by name: as the register answers and as its export states. */
async function ownerSets(
  agent: Agent,
  days: string[],
): Promise<Record<string, { answered: string[]; exported: string[] }>> {
  const sets: Record<string, { answered: string[]; exported: string[] }> = {};
  for (const { id, name } of await entitiesOf(agent)) {
    const network = await bodsExport<BodsStatement>(agent, `/api/compliance/bods/${id}`);
    for (const day of days)
      sets[`${name} on ${day}`] = {
        answered: await ownersAnswered(agent, id, day),
        exported: ownersExported(network, id, day),
      };
  }
  return sets;
}

/** Export, import into a new account, export again: the owners of every past day are the same. */
async function roundTrip(app: () => TestApp, agent: Agent, days = DAYS) {
  const before = await ownerSets(agent, days);
  for (const [key, { answered, exported }] of Object.entries(before))
    expect({ key, owners: exported }).toEqual({ key, owners: answered });
  const exported = await bodsExport(agent, '/api/export/bods');
  const { agent: fresh } = await registeredAgent(app());
  await fresh.post('/api/import/bods').send(exported).expect(201);
  const after = await ownerSets(fresh, days);
  expect(after).toEqual(before);
}

describe('BODS 0.4 round trip: the owners of past days survive export, import and export again', () => {
  const app = useTestApp();

  it('an account with direct and indirect shares, a trust with a corporate trustee and a changed share', async () => {
    const { agent } = await registeredAgent(app());
    const ids = await changingOwnership(agent);
    expect(await ownersAnswered(agent, ids.acme, '2025-06-01')).toContain('Thandi Nkosi 30');
    await roundTrip(app, agent);
  });

  it('an account with a nominee holding shares for a person', async () => {
    const { agent } = await registeredAgent(app());
    const { entity, link } = registerMaker(agent);
    const [target, shield] = [
      await entity('company', 'Target Co'),
      await entity('company', 'Shield Nominees'),
    ];
    const gina = await entity('individual', 'Gina Mokoena');
    await link(shield, target, 'shareholder', { startDate: '2020-01-01', ownershipPercentage: 30 });
    await link(shield, gina, 'nominee_for', { startDate: '2020-01-01' });
    expect(await ownersAnswered(agent, target, '2025-06-01')).toContain('Gina Mokoena 30');
    await roundTrip(app, agent);
  });

  it.each(fixtures)('the example %s, imported, then exported, imported and exported again', async (file) => {
    const { agent } = await registeredAgent(app());
    const statements = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as { statementDate?: string }[];
    await agent.post('/api/import/bods').send(statements).expect(201);
    // The file's own statement days too, so a file that carries history is compared on the days it changed.
    const statementDays = statements.flatMap((s) => (s.statementDate ? [s.statementDate.slice(0, 10)] : []));
    await roundTrip(app, agent, [...new Set([...DAYS, ...statementDays])].sort());
  });
});
