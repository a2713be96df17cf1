import { registeredAgent, useTestApp } from './test-app';

/** Decision 0068: an edit names the version its form was opened at; a field changed since then is refused. */
describe('edits against the version their form was opened at (If-Match)', () => {
  const app = useTestApp();

  it('refuses a company edit of a field someone changed since, keeps other fields merging, and asks nothing without If-Match', async () => {
    const { agent } = await registeredAgent(app());
    const { id } = (
      await agent
        .post('/api/entities')
        .send({ type: 'company', name: 'Shared Desk', phone: '011 000 0000', email: 'old@desk.co.za' })
        .expect(201)
    ).body;
    const opened = (await agent.get(`/api/entities/${id}`).expect(200)).body.version as string;
    expect(opened).toEqual(expect.any(String));
    // Someone else saves a new phone number.
    await agent.patch(`/api/entities/${id}`).send({ phone: '021 111 1111' }).expect(200);

    const asOpened = { 'If-Match': `"${opened}"` };
    await agent.patch(`/api/entities/${id}`).set(asOpened).send({ email: 'new@desk.co.za' }).expect(200);
    const refused = await agent
      .patch(`/api/entities/${id}`)
      .set(asOpened)
      .send({ phone: '012 222 2222' })
      .expect(409);
    expect(refused.body).toMatchObject({
      code: 'EDIT.CONFLICT',
      message:
        'Someone else changed phone since you opened this form. Reload to see their change, then edit again.',
      errors: [{ field: 'phone', message: 'Changed by someone else since you opened this form' }],
    });
    const now = (await agent.get(`/api/entities/${id}`).expect(200)).body;
    expect(now).toMatchObject({ phone: '021 111 1111', email: 'new@desk.co.za' });
    expect(now.version).not.toBe(opened);
    // Opened again, the same edit goes through; so does one that names no version.
    await agent
      .patch(`/api/entities/${id}`)
      .set({ 'If-Match': `"${now.version}"` })
      .send({ phone: '012 222 2222' })
      .expect(200);
    await agent.patch(`/api/entities/${id}`).send({ phone: '013 333 3333' }).expect(200);
  });

  it("checks a relationship's and an asset's type under their stored names, and an individual's details", async () => {
    const { agent } = await registeredAgent(app());
    const create = async (body: object) => (await agent.post('/api/entities').send(body).expect(201)).body.id;
    const person = await create({ type: 'individual', name: 'Thandi Nkosi' });
    const company = await create({ type: 'company', name: 'Protea Holdings' });
    const link = (
      await agent
        .post('/api/relationships')
        .send({ sourceEntityId: person, targetEntityId: company, type: 'director' })
        .expect(201)
    ).body.id;
    const linkVersion = (await agent.get(`/api/relationships/${link}`).expect(200)).body.version;
    await agent.patch(`/api/relationships/${link}`).send({ type: 'officer' }).expect(200);
    const stale = { 'If-Match': `"${linkVersion}"` };
    await agent
      .patch(`/api/relationships/${link}`)
      .set(stale)
      .send({ notes: 'Appointed at the AGM' })
      .expect(200);
    const clash = await agent
      .patch(`/api/relationships/${link}`)
      .set(stale)
      .send({ type: 'advisor' })
      .expect(409);
    expect(clash.body.errors).toEqual([
      { field: 'type', message: 'Changed by someone else since you opened this form' },
    ]);

    const asset = (await agent.post('/api/assets').send({ name: 'Farm', ownerEntityId: company }).expect(201))
      .body.id;
    const assetVersion = (await agent.get(`/api/assets/${asset}`).expect(200)).body.version;
    await agent.patch(`/api/assets/${asset}`).send({ type: 'real_estate' }).expect(200);
    const staleAsset = { 'If-Match': `W/"${assetVersion}"` };
    await agent.patch(`/api/assets/${asset}`).set(staleAsset).send({ name: 'Karoo Farm' }).expect(200);
    await agent.patch(`/api/assets/${asset}`).set(staleAsset).send({ type: 'vehicle' }).expect(409);
    expect((await agent.get(`/api/assets/${asset}`)).body).toMatchObject({
      name: 'Karoo Farm',
      type: 'real_estate',
    });

    await agent.post(`/api/entities/${person}/details`).send({ occupation: 'Pilot' }).expect(201);
    const personVersion = (await agent.get(`/api/entities/${person}`).expect(200)).body.version;
    await agent.patch(`/api/entities/${person}/details`).send({ occupation: 'Engineer' }).expect(200);
    const staleDetails = agent
      .patch(`/api/entities/${person}/details`)
      .set({ 'If-Match': `"${personVersion}"` });
    expect((await staleDetails.send({ occupation: 'Farmer' }).expect(409)).body.errors[0].field).toBe(
      'occupation',
    );
  });

  it('lets only one of two saves sent at once from the same version change a field', async () => {
    const { agent } = await registeredAgent(app());
    const { id } = (
      await agent.post('/api/entities').send({ type: 'company', name: 'Race Desk' }).expect(201)
    ).body;
    for (let round = 0; round < 10; round++) {
      const opened = (await agent.get(`/api/entities/${id}`).expect(200)).body.version as string;
      const save = (phone: string) =>
        agent
          .patch(`/api/entities/${id}`)
          .set({ 'If-Match': `"${opened}"` })
          .send({ phone });
      const answers = await Promise.all([save(`011 000 ${round}00`), save(`021 000 ${round}00`)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    }
  });
});
