import { expectValidBods } from '../src/modules/bods/testing/shared-bods-schema';
import type { TestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;

/** Records made over HTTP, as a user would: each answers the new id. */
export const registerMaker = (agent: Agent) => ({
  entity: async (type: string, name: string, extra: object = {}) =>
    (
      await agent
        .post('/api/entities')
        .send({ type, name, ...extra })
        .expect(201)
    ).body.id as number,
  link: async (sourceEntityId: number, targetEntityId: number, type: string, extra: object = {}) =>
    (
      await agent
        .post('/api/relationships')
        .send({ sourceEntityId, targetEntityId, type, ...extra })
        .expect(201)
    ).body.id as number,
});

/** A BODS export as the client receives it (an attachment), checked against the shared BODS 0.4 schema. */
export async function bodsExport<T = Record<string, unknown>>(agent: Agent, path: string): Promise<T[]> {
  const response = await agent
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => done(null, text));
    });
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${String(response.body)}`);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  const statements = JSON.parse(response.body as string) as T[];
  expectValidBods(statements);
  return statements;
}

/**
 * A register whose owners differ from day to day: Sipho holds 10% of Acme himself and 6% through Holdco (60% of
 * its 10%); Thandi's 30% since 2015 became 20% with effect from 15 January 2026; the Nkosi Trust holds 20% and
 * has a person (Lerato) and a company (Trustee Co, Nomsa's) as its trustees.
 */
export async function changingOwnership(agent: Agent): Promise<Record<string, number>> {
  const { entity, link } = registerMaker(agent);
  const ids: Record<string, number> = {};
  ids.acme = await entity('company', 'Acme Holdings', { registrationNumber: '2015/123456/07' });
  ids.holdco = await entity('company', 'Holdco');
  ids.trusteeCo = await entity('company', 'Trustee Co');
  ids.trust = await entity('trust', 'Nkosi Family Trust', { trustType: 'discretionary' });
  for (const [key, name] of [
    ['sipho', 'Sipho Dlamini'],
    ['thandi', 'Thandi Nkosi'],
    ['lerato', 'Lerato Nkosi'],
    ['nomsa', 'Nomsa Khumalo'],
  ])
    ids[key] = await entity('individual', name);
  const since = (startDate: string, ownershipPercentage?: number) =>
    ownershipPercentage === undefined ? { startDate } : { startDate, ownershipPercentage };
  ids.siphoDirect = await link(ids.sipho, ids.acme, 'shareholder', since('2020-01-01', 10));
  ids.siphoHoldco = await link(ids.sipho, ids.holdco, 'shareholder', since('2020-01-01', 60));
  ids.holdcoAcme = await link(ids.holdco, ids.acme, 'shareholder', since('2020-01-01', 10));
  ids.thandiAcme = await link(ids.thandi, ids.acme, 'shareholder', since('2015-03-01', 30));
  ids.trustAcme = await link(ids.trust, ids.acme, 'shareholder', since('2019-01-01', 20));
  ids.leratoTrustee = await link(ids.lerato, ids.trust, 'trustee', since('2019-01-01'));
  ids.companyTrustee = await link(ids.trusteeCo, ids.trust, 'trustee', since('2019-01-01'));
  ids.nomsaTrusteeCo = await link(ids.nomsa, ids.trusteeCo, 'shareholder', since('2019-01-01', 100));
  await agent
    .patch(`/api/relationships/${ids.thandiAcme}`)
    .send({ ownershipPercentage: 20, effectiveDate: '2026-01-15' })
    .expect(200);
  return ids;
}
