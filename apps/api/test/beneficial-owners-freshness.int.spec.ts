import { removeDataDir, startTestApp, type TestApp, uniqueName } from './test-app';

interface OwnerRecord {
  name: string;
  totalOwnership: number;
  isBeneficialOwner: boolean;
  paths: { percentage: number }[];
}

/**
 * The route keeps what it reads per account and graph version (upstream-slice-cache.ts): a change of a link
 * must show at once, at the default threshold and any other, also when another process made it.
 */
describe('beneficial owners after a change of a link', () => {
  let first: TestApp;
  let second: TestApp;
  let cookie: string;
  beforeAll(async () => {
    first = await startTestApp();
    second = await startTestApp(first.dataDir);
    const registered = await first
      .agent()
      .post('/api/register')
      .send({ username: uniqueName(), password: 'secret123' })
      .expect(201);
    cookie = String(registered.headers['set-cookie'][0]).split(';')[0];
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    removeDataDir(first.dataDir);
  });

  const on = (app: TestApp) => ({
    get: (path: string) => app.agent().get(path).set('Cookie', cookie),
    post: (path: string, body: object) => app.agent().post(path).set('Cookie', cookie).send(body),
    patch: (path: string, body: object) => app.agent().patch(path).set('Cookie', cookie).send(body),
  });
  const owners = async (app: TestApp, company: number, threshold?: number) => {
    const query = threshold === undefined ? '' : `?threshold=${threshold}`;
    const response = await on(app).get(`/api/compliance/beneficial-owners/${company}${query}`).expect(200);
    return (response.body as OwnerRecord[]).map((o) => ({
      name: o.name,
      share: o.totalOwnership,
      isBeneficialOwner: o.isBeneficialOwner,
      paths: o.paths.map((p) => p.percentage),
    }));
  };

  /** A person holding `share`% of a holding company that holds all of an operating company. */
  const register = async (name: string, share: number) => {
    const create = async (type: string, suffix: string) =>
      (
        await on(first)
          .post('/api/entities', { type, name: `${name} ${suffix}` })
          .expect(201)
      ).body.id as number;
    const [holding, company, person] = [
      await create('company', 'Holdings'),
      await create('company', 'Operations'),
      await create('individual', 'Person'),
    ];
    const link = {
      type: 'shareholder',
      sourceEntityId: holding,
      targetEntityId: company,
      ownershipPercentage: 100,
    };
    await on(first).post('/api/relationships', link).expect(201);
    const held = { ...link, sourceEntityId: person, targetEntityId: holding, ownershipPercentage: share };
    const personal = (await on(first).post('/api/relationships', held).expect(201)).body.id as number;
    const changeShare = (app: TestApp, to: number) =>
      on(app).patch(`/api/relationships/${personal}`, { ownershipPercentage: to }).expect(200);
    return { company, person: `${name} Person`, changeShare };
  };

  it('given answers read before, shows a changed share at once, at the default threshold and another', async () => {
    const { company, person, changeShare } = await register('Fresh', 60);
    const before = [{ name: person, share: 60, isBeneficialOwner: true, paths: [60] }];
    expect(await owners(first, company, 30)).toEqual(before);
    expect(await owners(first, company, 30)).toEqual(before);
    expect(await owners(first, company)).toEqual(before);

    await changeShare(first, 20);

    expect(await owners(first, company, 30)).toEqual([
      { name: person, share: 20, isBeneficialOwner: false, paths: [20] },
    ]);
    expect(await owners(first, company)).toEqual([
      { name: person, share: 20, isBeneficialOwner: true, paths: [20] },
    ]);
  });

  it('when another process changes the share, the process that answered before answers from the change', async () => {
    const { company, person, changeShare } = await register('Shared', 60);
    expect(await owners(second, company, 30)).toEqual([
      { name: person, share: 60, isBeneficialOwner: true, paths: [60] },
    ]);
    expect(await owners(second, company)).toEqual([
      { name: person, share: 60, isBeneficialOwner: true, paths: [60] },
    ]);

    await changeShare(first, 4);

    expect(await owners(second, company, 30)).toEqual([
      { name: person, share: 4, isBeneficialOwner: false, paths: [4] },
    ]);
    expect(await owners(second, company)).toEqual([
      { name: person, share: 4, isBeneficialOwner: false, paths: [4] },
    ]);
  });
});
