import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { registeredAgent, useTestApp } from './test-app';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

describe('document files: empty uploads, file names, missing files', () => {
  const testApp = useTestApp();

  it('refuses an empty file, keeps a UTF-8 name and answers 404 when the stored file is gone', async () => {
    const { agent } = await registeredAgent(testApp());
    const owner = (await agent.post('/api/entities').send({ type: 'company', name: 'Files Co' })).body.id;
    const upload = (content: Buffer, filename: string) =>
      agent
        .post(`/api/entities/${owner}/files`)
        .field('documentType', 'other')
        .attach('file', content, { filename, contentType: 'application/pdf' });

    const empty = await upload(Buffer.alloc(0), 'empty.pdf');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ field: 'file', message: 'The file is empty' }]);

    const name = 'Résumé — Ndlovu ✓.pdf';
    const stored = await upload(Buffer.from('%PDF-1.4\n%âãÏÓ\n'), name);
    expect(stored.status).toBe(201);
    const download = await agent.get(`/api/compliance/files/${stored.body.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);

    for (const file of filesUnder(join(testApp().dataDir, 'documents'))) rmSync(file);
    const missing = await agent.get(`/api/compliance/files/${stored.body.id}/download`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('The file of this document is missing from storage');
  });
});
