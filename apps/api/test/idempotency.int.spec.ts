import { registeredAgent, useTestApp } from './test-app';

const company = (name: string) => ({ type: 'company', name });

describe('POST with an Idempotency-Key', () => {
  const testApp = useTestApp();

  const countCompanies = async (agent: Awaited<ReturnType<typeof registeredAgent>>['agent']) => {
    const list = await agent.get('/api/entities?type=company&limit=1');
    return Number(list.headers['x-total-count']);
  };

  it('answers a retried command with the first answer and records it once', async () => {
    const { agent } = await registeredAgent(testApp());
    const first = await agent
      .post('/api/entities')
      .set('Idempotency-Key', 'create-1')
      .send(company('Once Ltd'));
    const retry = await agent
      .post('/api/entities')
      .set('Idempotency-Key', 'create-1')
      .send(company('Once Ltd'));
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await countCompanies(agent)).toBe(1);
  });

  it('runs simultaneous retries once: the others wait (409) or replay', async () => {
    const { agent } = await registeredAgent(testApp());
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        agent.post('/api/entities').set('Idempotency-Key', 'burst').send(company('Burst Ltd')),
      ),
    );
    const created = answers.filter((a) => a.status === 201 && !a.headers['idempotent-replayed']);
    expect(created).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.body.errors[0].field).toBe('Idempotency-Key');
    }
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(await countCompanies(agent)).toBe(1);
  });

  it('refuses the same key for a different request with 422 naming the header', async () => {
    const { agent } = await registeredAgent(testApp());
    await agent.post('/api/entities').set('Idempotency-Key', 'reused').send(company('First Ltd'));
    const other = await agent
      .post('/api/entities')
      .set('Idempotency-Key', 'reused')
      .send(company('Second Ltd'));
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual([
      { field: 'Idempotency-Key', message: 'This Idempotency-Key was already used for a different request' },
    ]);
    expect(await countCompanies(agent)).toBe(1);
  });

  it('frees the key of a refused request so the corrected retry runs', async () => {
    const { agent } = await registeredAgent(testApp());
    const refused = await agent.post('/api/entities').set('Idempotency-Key', 'fix-me').send(company(''));
    expect(refused.status).toBe(400);
    const again = await agent.post('/api/entities').set('Idempotency-Key', 'fix-me').send(company(''));
    expect(again.status).toBe(400);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps keys per user', async () => {
    const one = await registeredAgent(testApp());
    const two = await registeredAgent(testApp());
    const a = await one.agent.post('/api/entities').set('Idempotency-Key', 'shared').send(company('A Ltd'));
    const b = await two.agent.post('/api/entities').set('Idempotency-Key', 'shared').send(company('B Ltd'));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.id).not.toBe(a.body.id);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key with 400 naming the header', async () => {
    const { agent } = await registeredAgent(testApp());
    const long = await agent
      .post('/api/entities')
      .set('Idempotency-Key', 'k'.repeat(256))
      .send(company('X Ltd'));
    expect(long.status).toBe(400);
    expect(long.body.errors[0].field).toBe('Idempotency-Key');
    expect(await countCompanies(agent)).toBe(0);
  });

  it('replays an upload instead of storing the file twice', async () => {
    const { agent } = await registeredAgent(testApp());
    const entity = await agent.post('/api/entities').send(company('Filed Ltd'));
    const upload = () =>
      agent
        .post(`/api/entities/${entity.body.id}/files`)
        .set('Idempotency-Key', 'upload-1')
        .field('documentType', 'other')
        .attach('file', Buffer.from('%PDF-1.4\nhello\n'), {
          filename: 'a.pdf',
          contentType: 'application/pdf',
        });
    const first = await upload();
    const retry = await upload();
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    const files = await agent.get(`/api/entities/${entity.body.id}/files`);
    expect(files.body).toHaveLength(1);
  });
});

describe('POST with an Idempotency-Key while the read model lags', () => {
  const testApp = useTestApp({ projectionWaitMs: 0 });

  it('replays the 202 answer and its Location', async () => {
    const { agent } = await registeredAgent(testApp());
    for (let i = 0; i < 10; i++) {
      const key = `lag-${i}`;
      const first = await agent
        .post('/api/entities')
        .set('Idempotency-Key', key)
        .send(company(`Lag ${i}`));
      if (first.status !== 202) continue;
      const retry = await agent
        .post('/api/entities')
        .set('Idempotency-Key', key)
        .send(company(`Lag ${i}`));
      expect(retry.status).toBe(202);
      expect(retry.headers.location).toBe(first.headers.location);
      expect(retry.body).toEqual(first.body);
      return;
    }
    throw new Error('no command answered 202 with no projection wait');
  });
});
