import { createEntity, createRelationship, totalCount } from './list-spec-support';
import { registeredAgent, useTestApp } from './test-app';

type Entry = { record: { entities: { id: number; name: string | null; nameThen?: string }[] } };

/** The audit trail at its edges: names of the time (decision 0028) and a default page for a trail that grows. */
describe('audit trail names and pages', () => {
  const testApp = useTestApp();
  const app = () => testApp();

  it('names the records of a change as they were named then, and as they are now', async () => {
    const { agent: renamer } = await registeredAgent(app());
    const company = await createEntity(renamer, { type: 'company', name: 'Seven Holdings' });
    const person = await createEntity(renamer, { type: 'individual', name: 'Lerato Dube' });
    const link = await createRelationship(renamer, {
      sourceEntityId: person,
      targetEntityId: company,
      type: 'shareholder',
      ownershipPercentage: 30,
    });
    await renamer.patch(`/api/entities/${company}`).send({ name: 'Renamed Seven' }).expect(200);
    await renamer.patch(`/api/relationships/${link}`).send({ ownershipPercentage: 35 }).expect(200);
    const rows = (await renamer.get(`/api/audit?relationshipId=${link}&order=asc`).expect(200))
      .body as Entry[];
    expect(rows.map((row) => row.record.entities[1])).toEqual([
      { id: company, name: 'Renamed Seven', nameThen: 'Seven Holdings', type: 'company' },
      { id: company, name: 'Renamed Seven', type: 'company' },
    ]);
  });

  it('answers the newest 100 changes when no limit is sent: a history grows for ever', async () => {
    const { agent: busy } = await registeredAgent(app());
    const id = (await busy.post('/api/entities').send({ type: 'company', name: 'Busy Co' }).expect(201)).body
      .id;
    for (let n = 0; n < 105; n++)
      await busy
        .patch(`/api/entities/${id}`)
        .send({ description: `Revision ${n}` })
        .expect(200);
    const first = await busy.get('/api/audit').expect(200);
    expect(first.body).toHaveLength(100);
    expect(totalCount(first)).toBe('106');
    expect((await busy.get(`/api/entities/${id}/history`).expect(200)).body).toHaveLength(100);
    expect((await busy.get('/api/audit?offset=100').expect(200)).body).toHaveLength(6);
  });
});
