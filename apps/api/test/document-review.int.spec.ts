import { registeredAgent, useTestApp } from './test-app';

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

/** Marking a document valid or invalid is a review: it needs a note and records who reviewed it and when. */
describe('document review over HTTP', () => {
  const app = useTestApp();

  it('asks for a note, records the reviewer, and shows an owner’s upload as awaiting review until then', async () => {
    const { agent, user } = await registeredAgent(app(), 'reviewer-one');
    const company = (await agent.post('/api/entities').send({ type: 'company', name: 'Review Co' })).body;
    const owner = (await agent.post('/api/entities').send({ type: 'individual', name: 'Naledi Owner' })).body;
    await agent
      .post('/api/relationships')
      .send({
        sourceEntityId: owner.id,
        targetEntityId: company.id,
        type: 'shareholder',
        ownershipPercentage: '60',
      })
      .expect(201);
    const uploaded = await agent
      .post(`/api/entities/${owner.id}/files`)
      .field('documentType', 'id_document')
      .attach('file', pdf('naledi id'), { filename: 'naledi-id.pdf', contentType: 'application/pdf' })
      .expect(201);
    expect(uploaded.body.review).toBeNull();

    const ownerRow = async () =>
      (await agent.get(`/api/compliance/beneficial-owners/${company.id}`).expect(200)).body.find(
        (o: { individualId: number }) => o.individualId === owner.id,
      );
    const statusOf = async () => (await ownerRow()).documentStatus;
    // The spec's words stay valid, expired or missing; the upload awaiting review is told beside them.
    expect(await ownerRow()).toMatchObject({
      documentStatus: { idDocument: 'missing', proofOfAddress: 'missing', declaration: 'missing' },
      documentsAwaitingReview: ['idDocument'],
    });

    const withoutNote = await agent
      .patch(`/api/compliance/files/${uploaded.body.id}`)
      .send({ validationStatus: 'valid' })
      .expect(400);
    expect(JSON.stringify(withoutNote.body)).toContain('validationNotes');
    expect(JSON.stringify(withoutNote.body)).toContain('Give a review note of at least 3 characters');
    await agent
      .patch(`/api/compliance/files/${uploaded.body.id}`)
      .send({ validationStatus: 'valid', validationNotes: '  ' })
      .expect(400);
    const unsealedUpload = await agent
      .post(`/api/entities/${owner.id}/files`)
      .field('documentType', 'proof_of_address')
      .field('validationStatus', 'valid')
      .attach('file', pdf('naledi address'), {
        filename: 'naledi-address.pdf',
        contentType: 'application/pdf',
      });
    expect(unsealedUpload.status).toBe(400);

    const reviewed = await agent
      .patch(`/api/compliance/files/${uploaded.body.id}`)
      .send({ validationStatus: 'valid', validationNotes: 'Matches the certified copy' })
      .expect(200);
    expect(reviewed.body.validationStatus).toBe('valid');
    expect(reviewed.body.review).toEqual({
      reviewedBy: { id: user.id, name: 'reviewer-one' },
      reviewedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      note: 'Matches the certified copy',
    });
    const listed = (await agent.get(`/api/entities/${owner.id}/files`).expect(200)).body;
    expect(listed[0].review.reviewedBy.name).toBe('reviewer-one');
    expect(await statusOf()).toEqual({
      idDocument: 'valid',
      proofOfAddress: 'missing',
      declaration: 'missing',
    });
  });
});
