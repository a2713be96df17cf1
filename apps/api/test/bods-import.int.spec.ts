import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BodsImportResult } from '@ledgerline/contracts';
import { expectValidBods } from '../src/modules/bods/testing/shared-bods-schema';
import { bodsExport, registerMaker } from './bods-support';
import { registeredAgent, type TestApp, useTestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;
interface Row {
  name: string;
  type: string;
  registrationNumber: string | null;
  [key: string]: unknown;
}

const fixture = (name: string): unknown[] =>
  JSON.parse(readFileSync(join(__dirname, '../src/modules/bods/fixtures', `${name}.json`), 'utf8'));

/** The register as a user sees it, by names rather than ids: what a round trip must keep. */
async function registerOf(agent: Agent) {
  const entities = (await agent.get('/api/entities').expect(200)).body as (Row & { id: number })[];
  const names = new Map(entities.map((e) => [e.id, e.name]));
  const entityFacts = entities
    .map(
      ({
        id: _i,
        userId: _u,
        accountId: _a,
        createdAt: _c,
        updatedAt: _up,
        sourceRelationships: _s,
        targetRelationships: _t,
        ...rest
      }) => ({
        ...rest,
        individualDetail: rest.individualDetail && {
          ...(rest.individualDetail as object),
          id: null,
          entityId: null,
          createdAt: null,
          updatedAt: null,
        },
      }),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
  const links = ((await agent.get('/api/relationships').expect(200)).body as Record<string, unknown>[])
    .map((r) => ({
      from: names.get(r.sourceEntityId as number),
      to: names.get(r.targetEntityId as number),
      type: r.type,
      ownershipPercentage: r.ownershipPercentage,
      startDate: r.startDate,
      endDate: r.endDate,
      isActive: r.isActive,
      notes: r.notes,
      ownershipCategory: r.ownershipCategory,
      natureOfInterest: r.natureOfInterest,
      trustBenefitType: r.trustBenefitType,
      effectiveControl: r.effectiveControl,
    }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const owners: Record<string, unknown> = {};
  for (const entity of entities.filter((e) => e.type !== 'individual'))
    owners[entity.name] = (
      (await agent.get(`/api/compliance/beneficial-owners/${entity.id}`).expect(200)).body as {
        name: string;
        totalOwnership: number;
        category: string;
        isBeneficialOwner: boolean;
      }[]
    )
      .map((o) => [o.name, o.totalOwnership, o.category, o.isBeneficialOwner])
      .sort();
  return { entities: entityFacts, links, owners };
}

describe('BODS 0.4 import over HTTP', () => {
  const app = useTestApp();
  const importBods = (agent: Agent, statements: unknown, dryRun = false) =>
    agent.post(`/api/import/bods${dryRun ? '?dryRun=true' : ''}`).send(statements as object);

  it('round trip: an account exported and imported into an empty account has the same register and owners', async () => {
    const { agent } = await registeredAgent(app());
    const { entity, link } = registerMaker(agent);
    const acme = await entity('company', 'Acme Holdings', {
      registrationNumber: '2015/123456/07',
      companyClassification: 'non_affected_private',
      email: 'info@acme.example',
    });
    const ops = await entity('company', 'Acme Operations', { incorporationDate: '2016-05-01' });
    const trust = await entity('trust', 'Nkosi Family Trust', {
      trustType: 'vesting',
      registrationNumber: 'IT000123/2019(N)',
    });
    const thandi = await entity('individual', 'Thandi Nkosi', {
      dateOfBirth: '1980-02-03',
      nationality: 'South African',
    });
    const sipho = await entity('individual', 'Sipho Dlamini');
    const lerato = await entity('individual', 'Lerato Nkosi');
    await agent
      .post(`/api/entities/${thandi}/details`)
      .send({ idType: 'sa_id', idNumber: '8002030000002' })
      .expect(201);
    const holding = await link(thandi, acme, 'shareholder', {
      ownershipPercentage: 25,
      startDate: '2020-01-01',
    });
    await link(trust, acme, 'shareholder', { ownershipPercentage: 60 });
    await link(acme, ops, 'parent', { ownershipPercentage: 100 });
    await link(thandi, trust, 'founder');
    await link(sipho, trust, 'trustee', { effectiveControl: true });
    await link(lerato, trust, 'beneficiary', { ownershipPercentage: 50, trustBenefitType: 'vested' });
    await link(sipho, acme, 'director', { endDate: '2024-01-31' });
    const removed = await link(lerato, ops, 'employee');
    await agent.delete(`/api/relationships/${removed}`).expect(200);
    await agent.patch(`/api/relationships/${holding}`).send({ ownershipPercentage: 40 }).expect(200);
    const before = await registerOf(agent);

    const exported = await bodsExport(agent, '/api/export/bods');
    const { agent: fresh } = await registeredAgent(app());
    const preview = (await importBods(fresh, exported, true).expect(200)).body as BodsImportResult;
    expect(preview.problems).toEqual([]);
    expect(preview.create).toEqual({ companies: 2, individuals: 3, trusts: 1, relationships: 7 });
    expect(preview.applied).toBe(false);
    expect((await fresh.get('/api/entities').expect(200)).body).toEqual([]);

    const applied = (await importBods(fresh, exported).expect(201)).body as BodsImportResult;
    expect(applied.applied).toBe(true);
    expect(await registerOf(fresh)).toEqual(before);

    // Its own export again: every record matches, nothing new.
    const again = await bodsExport(fresh, '/api/export/bods');
    const rerun = (await importBods(fresh, again, true).expect(200)).body as BodsImportResult;
    expect(rerun.create).toEqual({ companies: 0, individuals: 0, trusts: 0, relationships: 0 });
    expect(rerun.match).toEqual({ entities: 6, relationships: 7 });
  });

  it.each([
    ['joint-ownership', { companies: 1, individuals: 3, trusts: 0, relationships: 3 }, /add up to 160%/],
    [
      'share-ranges',
      { companies: 1, individuals: 3, trusts: 0, relationships: 4 },
      /share range >= 25% and <= 50% recorded as 37.5%/,
    ],
    [
      'nominees',
      { companies: 1, individuals: 1, trusts: 0, relationships: 2 },
      /nomination 'Shield Nominees Arrangement' has no party the file states: not kept/,
    ],
    [
      'annotations',
      { companies: 1, individuals: 1, trusts: 0, relationships: 1 },
      /birth date '1975-04' is not a full date/,
    ],
    [
      'unknown-persons',
      { companies: 1, individuals: 2, trusts: 0, relationships: 2 },
      /unknownPerson recorded as an individual/,
    ],
    [
      'unmodelled-entities',
      { companies: 5, individuals: 0, trusts: 0, relationships: 4 },
      /stateBody \(governmentDepartment\) recorded as a company/,
    ],
  ])(
    'imports %s, a valid BODS 0.4 file with features Ledgerline does not produce',
    async (name, create, note) => {
      const statements = fixture(name);
      expectValidBods(statements);
      const { agent } = await registeredAgent(app());
      const preview = (await importBods(agent, statements, true).expect(200)).body as BodsImportResult;
      expect(preview.problems).toEqual([]);
      expect(preview.create).toEqual(create);
      expect(preview.rows.flatMap((r) => r.notes).join('\n')).toMatch(note);
      const applied = (await importBods(agent, statements).expect(201)).body as BodsImportResult;
      const entities = (await agent.get('/api/entities').expect(200)).body as unknown[];
      expect(entities).toHaveLength(create.companies + create.individuals + create.trusts);
      const links = (await agent.get('/api/relationships').expect(200)).body as unknown[];
      expect(links).toHaveLength(create.relationships);
      expect(Object.keys(applied.entityIds)).toHaveLength(entities.length);
    },
  );

  it('share ranges and joint holdings reach the beneficial owners', async () => {
    const { agent } = await registeredAgent(app());
    const applied = (await importBods(agent, fixture('share-ranges')).expect(201)).body as BodsImportResult;
    const owners = (
      await agent.get(`/api/compliance/beneficial-owners/${applied.entityIds['c-1']}`).expect(200)
    ).body as { name: string; totalOwnership: number }[];
    expect(owners.find((o) => o.name === 'Dana Range')?.totalOwnership).toBe(37.5);
    expect(owners.find((o) => o.name === 'Eli Range')?.totalOwnership).toBe(15);
  });

  it("the official examples' declared owners and history reach the owners' route, as of any day", async () => {
    const official = (name: string): unknown[] =>
      JSON.parse(
        readFileSync(join(__dirname, '../src/modules/bods/fixtures/official', `${name}.json`), 'utf8'),
      );
    const { agent } = await registeredAgent(app());
    const indirect = (await importBods(agent, official('indirect-ownership')).expect(201))
      .body as BodsImportResult;
    const ownersOf = async (id: number, asOf = '') =>
      (await agent.get(`/api/compliance/beneficial-owners/${id}${asOf && `?asOf=${asOf}`}`).expect(200))
        .body as { name: string; totalOwnership: number; paths: { declaredIndirect?: boolean }[] }[];
    const [person] = await ownersOf(indirect.entityIds.ad3f6c2fcc9e);
    expect(person).toMatchObject({ name: 'Person 1', totalOwnership: 30 });
    expect(person.paths[0].declaredIndirect).toBe(true);

    const { agent: other } = await registeredAgent(app());
    const fermcat = (await importBods(other, official('fermcat')).expect(201)).body as BodsImportResult;
    const company = fermcat.entityIds['ent-93c75c87ab28f889'];
    const names = async (asOf: string) =>
      (
        (await other.get(`/api/compliance/beneficial-owners/${company}?asOf=${asOf}`).expect(200)).body as {
          name: string;
          totalOwnership: number;
        }[]
      )
        .map((o) => `${o.name} ${o.totalOwnership}`)
        .sort();
    expect(await names('2020-01-01')).toEqual(["Patrick O'Donohue 50", 'Riyadh Byrne-Amin 50']);
    expect(await names('2022-06-01')).toEqual(["Patrick O'Donohue 100"]);
  });

  it('shows problems per statement and imports nothing while there are any', async () => {
    const { agent } = await registeredAgent(app());
    const statements = fixture('joint-ownership') as {
      statementId: string;
      recordDetails: Record<string, unknown>;
    }[];
    const broken = structuredClone(statements);
    (broken[4].recordDetails.interests as { share: { exact: number } }[])[0].share.exact = 140;
    broken[0].recordDetails.name = 'J'.repeat(201);
    const preview = (await importBods(agent, broken, true).expect(200)).body as BodsImportResult;
    expect(preview.problems).toEqual([
      {
        statementId: broken[4].statementId,
        message: expect.stringContaining('/recordDetails/interests/0/share/exact'),
      },
      { statementId: broken[0].statementId, message: 'name: Name must be at most 200 characters' },
    ]);
    const refused = await importBods(agent, broken).expect(400);
    expect(refused.body.errors).toContainEqual({
      field: `statement ${broken[4].statementId}`,
      message: expect.any(String),
    });
    expect((await agent.get('/api/entities').expect(200)).body).toEqual([]);
  });

  it('links records of the register named by an earlier export, and leaves out links to records stated nowhere', async () => {
    const { agent } = await registeredAgent(app());
    const { entity } = registerMaker(agent);
    const company = await entity('company', 'Existing Holdings');
    const person = await entity('individual', 'Existing Person');
    const [, , , , first] = fixture('joint-ownership') as { recordDetails: Record<string, unknown> }[];
    const linking = structuredClone(first);
    linking.recordDetails.subject = `ledgerline-entity-${company}`;
    linking.recordDetails.interestedParty = `ledgerline-entity-${person}`;
    const dangling = structuredClone(first) as typeof first & { statementId: string; recordId: string };
    dangling.statementId = '99999999-0000-5000-8000-000000000404';
    dangling.recordId = 'r-404';
    dangling.recordDetails.subject = `ledgerline-entity-${company}`;
    dangling.recordDetails.interestedParty = 'p-404';
    const applied = (await importBods(agent, [linking, dangling]).expect(201)).body as BodsImportResult;
    expect(applied.problems).toEqual([]);
    expect(applied.rows.find((r) => r.recordId === 'r-404')).toMatchObject({
      action: 'skip',
      notes: ["'p-404' is stated neither in this file nor in the register; not recorded"],
    });
    const links = (await agent.get('/api/relationships').expect(200)).body as Record<string, unknown>[];
    expect(links).toEqual([
      expect.objectContaining({ sourceEntityId: person, targetEntityId: company, ownershipPercentage: 60 }),
    ]);
  });

  it("refuses a file past the plan's limit up front with the limit message, importing nothing", async () => {
    const { agent } = await registeredAgent(app());
    const [company, ...rest] = fixture('unmodelled-entities') as { recordType: string }[];
    const persons = Array.from({ length: 10 }, (_, i) => ({
      ...(fixture('annotations')[1] as object),
      statementId: `00000000-0000-5000-8000-0000000000${String(i).padStart(2, '0')}`,
      recordId: `person-${i}`,
      recordDetails: { isComponent: false, personType: 'knownPerson', names: [{ fullName: `Person ${i}` }] },
    }));
    const statements = [
      company,
      ...persons,
      ...rest.filter((s) => s.recordType === 'relationship').slice(0, 0),
    ];
    const preview = (await importBods(agent, statements, true).expect(200)).body as BodsImportResult;
    expect(preview.planLimit).toMatchObject({ entityLimit: 10, entitiesAfter: 11, withinLimit: false });
    const refused = await importBods(agent, statements).expect(403);
    expect(refused.body.message).toBe(
      "You've reached your limit of 10 entities. Upgrade your plan to add more.",
    );
    expect((await agent.get('/api/entities').expect(200)).body).toEqual([]);
  });

  it('takes the file as an upload; 413 past 10 MiB and 400 naming the field for anything that is not an array', async () => {
    const { agent } = await registeredAgent(app());
    const upload = await agent
      .post('/api/import/bods?dryRun=true')
      .attach('file', Buffer.from(JSON.stringify(fixture('annotations'))), {
        filename: 'bods.json',
        contentType: 'application/json',
      })
      .expect(200);
    expect((upload.body as BodsImportResult).create.companies).toBe(1);
    const notJson = await agent
      .post('/api/import/bods')
      .attach('file', Buffer.from('not json'), { filename: 'bods.json', contentType: 'application/json' })
      .expect(400);
    expect(notJson.body.errors[0].field).toBe('file');
    const tooLarge = await agent
      .post('/api/import/bods?dryRun=true')
      .attach('file', Buffer.alloc(10 * 1024 * 1024 + 1, 32), {
        filename: 'big.json',
        contentType: 'application/json',
      })
      .expect(413);
    expect(tooLarge.body.errors[0].field).toBe('file');
    const object = await importBods(agent, { statements: [] }).expect(400);
    expect(object.body.errors[0].field).toBe('body');
    const flag = await agent.post('/api/import/bods?dryRun=maybe').send([]).expect(400);
    expect(JSON.stringify(flag.body)).toContain('dryRun');
    expect((await app().agent().post('/api/import/bods').send([])).status).toBe(401);
  });
});
