/**
 * The embedded profile starts without loading the scale-out drivers or the libraries only some requests need:
 * together they were about 40 % of requiring the app (2.2 s -> 1.3 s), most of a cold start.
 * Each is mocked with a factory that notes its loading; a top-level import anywhere on the app's path runs it.
 */
const loaded: string[] = [];

jest.mock('mongodb', () => (loaded.push('mongodb'), jest.requireActual('mongodb')));
jest.mock(
  '@kurrent/kurrentdb-client',
  () => (loaded.push('@kurrent/kurrentdb-client'), jest.requireActual('@kurrent/kurrentdb-client')),
);
jest.mock('ioredis', () => (loaded.push('ioredis'), jest.requireActual('ioredis')));
jest.mock('redis', () => (loaded.push('redis'), jest.requireActual('redis')));
jest.mock('connect-redis', () => (loaded.push('connect-redis'), jest.requireActual('connect-redis')));
jest.mock('bullmq', () => (loaded.push('bullmq'), jest.requireActual('bullmq')));
jest.mock('nodemailer', () => (loaded.push('nodemailer'), jest.requireActual('nodemailer')));
jest.mock('pdfkit', () => (loaded.push('pdfkit'), jest.requireActual('pdfkit')));
jest.mock(
  'write-excel-file/node',
  () => (loaded.push('write-excel-file'), jest.requireActual('write-excel-file/node')),
);
jest.mock(
  'read-excel-file/node',
  () => (loaded.push('read-excel-file'), jest.requireActual('read-excel-file/node')),
);
jest.mock('ajv/dist/2020', () => (loaded.push('ajv'), jest.requireActual('ajv/dist/2020')));

describe('the embedded profile at startup', () => {
  it('loads no scale-out driver and no export, spreadsheet or BODS library until a request needs one', async () => {
    // Imported here, after `loaded` exists: a hoisted import would load the app before it.
    const { registeredAgent, startTestApp } = await import('./test-app');
    const { binaryBody } = await import('./pdf-text');
    const app = await startTestApp();
    try {
      expect(loaded).toEqual([]);
      // The first PDF export loads its library then.
      // The first user is the admin; exports need a paid plan.
      const { agent, user } = await registeredAgent(app);
      await agent.post('/api/subscription/update').send({ userId: user.id, tier: 'standard' }).expect(200);
      const pdf = await agent
        .get('/api/export/entities?type=company&format=pdf')
        .buffer(true)
        .parse(binaryBody);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(loaded).toEqual(['pdfkit']);
    } finally {
      await app.close();
    }
  });
});
