import { gzipSync } from 'node:zlib';
import { registeredAgent, useTestApp } from './test-app';

describe('state-changing requests: origin, body type and encoding', () => {
  const testApp = useTestApp({ allowedOrigins: ['https://partner.example'] });

  it('refuses a browser write from another site and accepts the own origin and allowed ones', async () => {
    const { agent } = await registeredAgent(testApp());
    const company = { type: 'company', name: 'Origin Holdings' };
    const foreign = await agent.post('/api/entities').set('Origin', 'https://evil.example').send(company);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toContain('https://evil.example');
    const byReferer = await agent
      .post('/api/entities')
      .set('Referer', 'https://evil.example/page')
      .send(company);
    expect(byReferer.status).toBe(403);
    const own = await agent
      .post('/api/entities')
      .set('Host', 'ledgerline.example')
      .set('Origin', 'https://ledgerline.example')
      .send(company);
    expect(own.status).toBe(201);
    const partner = await agent.post('/api/entities').set('Origin', 'https://partner.example').send(company);
    expect(partner.status).toBe(201);
    expect((await agent.get('/api/dashboard').set('Origin', 'https://evil.example')).status).toBe(200);
  });

  it('answers 415 for a form-encoded or text body and 400 for a body that does not match its encoding', async () => {
    const { agent } = await registeredAgent(testApp());
    const form = await agent
      .post('/api/entities')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('type=company&name=Form+Co');
    expect(form.status).toBe(415);
    expect(form.body.errors[0].field).toBe('Content-Type');
    const text = await agent
      .post('/api/entities')
      .set('Content-Type', 'text/plain')
      .send('{"type":"company"}');
    expect(text.status).toBe(415);

    for (const route of ['/api/entities', '/api/groups', '/api/login', '/api/register']) {
      const corrupt = await agent
        .post(route)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        .send('{"not":"gzip"}');
      expect(corrupt.status).toBe(400);
      expect(corrupt.body.errors).toEqual([{ field: 'body', message: 'Undecodable body' }]);
    }
    const gzipped = await agent
      .post('/api/entities')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize((body: Buffer) => body as unknown as string)
      .send(gzipSync(JSON.stringify({ type: 'company', name: 'Zipped Co' })));
    expect(gzipped.status).toBe(201);
  });

  it('answers 400 naming the file for a broken multipart body and an unexpected part', async () => {
    const { agent } = await registeredAgent(testApp());
    const owner = (await agent.post('/api/entities').send({ type: 'company', name: 'Upload Co' })).body.id;
    const broken = await agent
      .post(`/api/entities/${owner}/files`)
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4');
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0].field).toBe('file');
    const unexpected = await agent
      .post(`/api/entities/${owner}/files`)
      .attach('other', Buffer.from('%PDF-1.4\n'), { filename: 'a.pdf', contentType: 'application/pdf' });
    expect(unexpected.status).toBe(400);
    expect(unexpected.body.errors[0].field).toBe('file');
  });
});
