import { uploadFile } from './list-spec-support';
import { registeredAgent, useTestApp } from './test-app';

/** RFC 6266: an ASCII `filename` every client reads, and the exact name in `filename*=UTF-8''`. */
describe('download names', () => {
  const testApp = useTestApp();

  it.each([
    ['résumé.pdf', 'resume.pdf'],
    ['Ñandú Trust — deed.pdf', 'Nandu Trust - deed.pdf'],
    ['合同.pdf', '__.pdf'],
  ])('sends %p with the ASCII fallback %p and the UTF-8 name', async (name, fallback) => {
    const { agent } = await registeredAgent(testApp());
    const entity = (await agent.post('/api/entities').send({ type: 'company', name: 'Name Co' })).body.id;
    const id = await uploadFile(agent, entity, name, { documentType: 'other' });
    const download = await agent.get(`/api/compliance/files/${id}/download`).expect(200);
    const header: string = download.headers['content-disposition'];
    expect(header).toBe(`attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(/^[\x20-\x7e]*$/.test(header)).toBe(true);
  });

  it('keeps the plain ASCII form for names that need nothing else', async () => {
    const { agent } = await registeredAgent(testApp());
    const entity = (await agent.post('/api/entities').send({ type: 'company', name: 'Plain Co' })).body.id;
    const id = await uploadFile(agent, entity, 'deed.pdf', { documentType: 'other' });
    const download = await agent.get(`/api/compliance/files/${id}/download`).expect(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="deed.pdf"');
  });
});
