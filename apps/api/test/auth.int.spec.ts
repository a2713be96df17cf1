import { registeredAgent, removeDataDir, startTestApp, type TestApp, uniqueName } from './test-app';

describe('accounts and sign-in over HTTP (embedded stores)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });

  it('registers the first user as admin on the free plan, signed in, without any password field', async () => {
    const agent = app.agent();
    const response = await agent.post('/api/register').send({
      username: 'founder',
      email: 'founder@example.co.za',
      fullName: 'Thandi Founder',
      password: 'secret123',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      username: 'founder',
      role: 'admin',
      isAdmin: true,
      subscriptionTier: 'free',
      maxEntities: 10,
      maxUsers: 1,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/password/i);
    const me = await agent.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('founder');
  });

  it('registers later users as plain users, each with an account of their own', async () => {
    const first = await registeredAgent(app);
    const second = await registeredAgent(app);
    expect(first.user.role).toBe('user');
    expect(first.user.accountId).not.toBe(second.user.accountId);
  });

  it('refuses a taken username regardless of case with 409', async () => {
    const name = uniqueName('Taken');
    await registeredAgent(app, name);
    const response = await app
      .agent()
      .post('/api/register')
      .send({ username: name.toLowerCase(), password: 'secret123' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Username already exists');
  });

  it.each([
    [{ username: 'ab', password: 'secret123' }, 'username', 'Username must be at least 3 characters.'],
    [{ username: 'abcd', password: '123' }, 'password', 'Password must be at least 6 characters.'],
    [
      { username: 'abcd', password: 'secret123', email: 'nope' },
      'email',
      'Please enter a valid email address.',
    ],
    [
      { username: 'abcd', password: 'secret123', fullName: 'X' },
      'fullName',
      'Full name must be at least 2 characters.',
    ],
  ])('answers 400 naming the field for %j', async (body, field, message) => {
    const response = await app.agent().post('/api/register').send(body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ field, message });
    expect(response.body.message).toContain(field);
  });

  it('answers 400 for malformed JSON and for a non-object body', async () => {
    const malformed = await app
      .agent()
      .post('/api/register')
      .set('Content-Type', 'application/json')
      .send('{"username":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed JSON in request body');
    const array = await app.agent().post('/api/login').set('Content-Type', 'application/json').send('[1,2]');
    expect(array.status).toBe(400);
    // Valid JSON, but not an object: said so, not called malformed.
    for (const text of ['null', '"a string"', '42']) {
      const scalar = await app
        .agent()
        .post('/api/register')
        .set('Content-Type', 'application/json')
        .send(text);
      expect(scalar.status).toBe(400);
      expect(scalar.body).toMatchObject({
        message: 'Request body must be a JSON object',
        errors: [{ field: 'body', message: 'Request body must be a JSON object' }],
      });
    }
  });

  it('logs in, reads the current user, logs out', async () => {
    const name = uniqueName();
    await registeredAgent(app, name);
    const agent = app.agent();
    expect((await agent.get('/api/user')).status).toBe(401);
    const wrong = await agent.post('/api/login').send({ username: name, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid username or password');
    const short = await agent.post('/api/login').send({ username: 'ab', password: 'x' });
    expect(short.status).toBe(400);
    expect(short.body.errors.map((e: { field: string }) => e.field)).toEqual(['username', 'password']);
    const login = await agent.post('/api/login').send({ username: name, password: 'secret123' });
    expect(login.status).toBe(200);
    expect(login.headers['set-cookie'][0]).toMatch(/HttpOnly/i);
    expect(login.headers['set-cookie'][0]).toMatch(/SameSite=Lax/i);
    expect((await agent.get('/api/user')).body.username).toBe(name);
    expect((await agent.post('/api/logout')).status).toBe(200);
    expect((await agent.get('/api/user')).status).toBe(401);
  });

  it('answers 404 JSON for an unknown API route', async () => {
    const response = await app.agent().get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body.message).toBeDefined();
  });
});

describe('sessions survive a restart', () => {
  it('keeps the signed-in user across two application instances on one data folder', async () => {
    const first = await startTestApp();
    const registered = await first
      .agent()
      .post('/api/register')
      .send({ username: uniqueName(), password: 'secret123' });
    const cookie = String(registered.headers['set-cookie'][0]).split(';')[0];
    await first.close();
    const second = await startTestApp(first.dataDir);
    try {
      const response = await second.agent().get('/api/user').set('Cookie', cookie);
      expect(response.status).toBe(200);
    } finally {
      await second.close();
      removeDataDir(first.dataDir);
    }
  });
});
