import type { BodsImportResult, SpreadsheetImportReport } from '@ledgerline/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sheetCsv } from '../src/modules/spreadsheet-import/testing/firm-spreadsheet';
import { registerMaker } from './bods-support';
import { waitForJob } from './spreadsheet-import-support';
import { registeredAgent, type TestApp, useTestApp } from './test-app';

/**
 * A percentage is stored as typed, to four decimals (docs/decisions/0072): 4.999% is not 5% and its holder is
 * not a beneficial owner; a fifth decimal is refused by name, never rounded up to the threshold.
 */
type Agent = ReturnType<TestApp['agent']>;
interface Owner {
  name: string;
  totalOwnership: number;
  isBeneficialOwner: boolean;
}

const ownersOf = async (agent: Agent, company: number) =>
  (await agent.get(`/api/compliance/beneficial-owners/${company}`).expect(200)).body as Owner[];

describe('ownership percentages to four decimals', () => {
  const app = useTestApp();

  it.each([
    ['4.995', 4.995],
    ['4.999', 4.999],
    ['4.9999', 4.9999],
    ['4,9999', 4.9999],
    [4.999, 4.999],
  ])(
    '%p typed directly is stored as given and its holder is not a beneficial owner',
    async (typed, stored) => {
      const { agent } = await registeredAgent(app());
      const { entity, link } = registerMaker(agent);
      const company = await entity('company', 'Threshold Holdings');
      const holder = await entity('individual', 'Naledi Below');
      const id = await link(holder, company, 'shareholder', { ownershipPercentage: typed });
      const relationship = (await agent.get(`/api/relationships/${id}`).expect(200)).body;
      expect(relationship.ownershipPercentage).toBe(stored);
      const [owner] = await ownersOf(agent, company);
      expect(owner).toMatchObject({ name: 'Naledi Below', isBeneficialOwner: false, totalOwnership: stored });
    },
  );

  it('5% makes a beneficial owner (equal to or in excess of the threshold), and so does 5% through a chain', async () => {
    const { agent } = await registeredAgent(app());
    const { entity, link } = registerMaker(agent);
    const company = await entity('company', 'Exactly Five Ltd');
    const middle = await entity('company', 'Middle Holdings');
    const direct = await entity('individual', 'Direct Five');
    const chained = await entity('individual', 'Chained Five');
    await link(direct, company, 'shareholder', { ownershipPercentage: '5' });
    await link(chained, middle, 'shareholder', { ownershipPercentage: '12.5' });
    await link(middle, company, 'shareholder', { ownershipPercentage: '40' });
    const owners = await ownersOf(agent, company);
    expect(owners.find((o) => o.name === 'Direct Five')).toMatchObject({
      isBeneficialOwner: true,
      totalOwnership: 5,
    });
    expect(owners.find((o) => o.name === 'Chained Five')).toMatchObject({
      isBeneficialOwner: true,
      totalOwnership: 5,
    });
  });

  it('a fifth decimal is refused with 400 naming ownershipPercentage, on create and on edit', async () => {
    const { agent } = await registeredAgent(app());
    const { entity, link } = registerMaker(agent);
    const company = await entity('company', 'Precise Holdings');
    const holder = await entity('individual', 'Too Precise');
    const create = await agent
      .post('/api/relationships')
      .send({
        sourceEntityId: holder,
        targetEntityId: company,
        type: 'shareholder',
        ownershipPercentage: '4.99995',
      })
      .expect(400);
    expect(create.body.errors).toEqual([
      { field: 'ownershipPercentage', message: 'Percentage can have at most 4 decimal places' },
    ]);
    const id = await link(holder, company, 'shareholder', { ownershipPercentage: 4 });
    const edit = await agent
      .patch(`/api/relationships/${id}`)
      .send({ ownershipPercentage: 4.99995 })
      .expect(400);
    expect(edit.body.errors[0].field).toBe('ownershipPercentage');
    expect((await agent.get(`/api/relationships/${id}`).expect(200)).body.ownershipPercentage).toBe(4);
  });

  it('the spreadsheet import stores 4.999 as given and refuses a fifth decimal in its column', async () => {
    const { agent } = await registeredAgent(app());
    const { entity } = registerMaker(agent);
    await entity('company', 'Sheet Holdings');
    await entity('individual', 'Sheet Holder');
    const sheet = (percentage: string) =>
      sheetCsv([
        ['Source', 'Type', 'Target', 'Ownership %'],
        ['Sheet Holder', 'shareholder', 'Sheet Holdings', percentage],
      ]);
    const upload = (percentage: string, dryRun = false) =>
      agent
        .post(`/api/import/relationships${dryRun ? '?dryRun=true' : ''}`)
        .attach('file', Buffer.from(sheet(percentage)), { filename: 'links.csv' });
    const refused = (await upload('4.99995%', true).expect(200)).body as SpreadsheetImportReport;
    expect(refused.rows[0].problems).toEqual([
      { column: 'Ownership %', message: 'Percentage can have at most 4 decimal places' },
    ]);
    await waitForJob(agent, (await upload('4.999%').expect(202)).body.jobId as string);
    const [stored] = (await agent.get('/api/relationships').expect(200)).body as {
      ownershipPercentage: number;
    }[];
    expect(stored.ownershipPercentage).toBe(4.999);
  });

  it('the BODS import stores share.exact 4.999 as given and refuses a fifth decimal by statement', async () => {
    const statements = JSON.parse(
      readFileSync(join(__dirname, '../src/modules/bods/fixtures/joint-ownership.json'), 'utf8'),
    ) as { statementId: string; recordDetails: { interests?: { share: { exact: number } }[] } }[];
    const withShare = (exact: number) => {
      const [company, , , carla, , , holding] = structuredClone(statements);
      for (const interest of holding.recordDetails.interests ?? []) interest.share.exact = exact;
      return [company, carla, holding];
    };
    const { agent } = await registeredAgent(app());
    const tooPrecise = withShare(4.99995);
    const refused = await agent.post('/api/import/bods').send(tooPrecise).expect(400);
    expect(refused.body.errors).toEqual([
      {
        field: `statement ${tooPrecise[2].statementId}`,
        message: 'ownershipPercentage: Percentage can have at most 4 decimal places',
      },
    ]);
    const applied = (await agent.post('/api/import/bods').send(withShare(4.999)).expect(201))
      .body as BodsImportResult;
    expect(applied.applied).toBe(true);
    const [link] = (await agent.get('/api/relationships').expect(200)).body as {
      ownershipPercentage: number;
      targetEntityId: number;
    }[];
    expect(link.ownershipPercentage).toBe(4.999);
    const [owner] = await ownersOf(agent, link.targetEntityId);
    expect(owner).toMatchObject({ isBeneficialOwner: false, totalOwnership: 4.999 });
  });
});
