import { parseEvents, unescapeText } from '../src/modules/filings/calendar-feed/ics-parse';
import {
  type Agent,
  createEntity,
  createFiling,
  daysFromToday,
  startWithAccount,
  stopTestApp,
} from './list-spec-support';
import { registeredAgent, type TestApp } from './test-app';

const text = (response: { text: string }) => response.text;

describe('iCalendar feed: GET /api/compliance/calendar.ics and the secret token URL', () => {
  let app: TestApp;
  let agent: Agent;
  let other: Agent;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount());
    ids.entity = await createEntity(agent, { type: 'company', name: 'Smith, Jones; & Partners' });
    ids.due = await createFiling(agent, {
      entityId: ids.entity,
      requirementType: 'annual_return',
      dueDate: daysFromToday(10),
      notes: 'Ask the auditor, then file;\nsecond line',
    });
    ids.late = await createFiling(agent, {
      entityId: ids.entity,
      requirementType: 'tax_filing',
      dueDate: daysFromToday(-5),
    });
    ids.old = await createFiling(agent, {
      entityId: ids.entity,
      requirementType: 'other',
      dueDate: daysFromToday(-200),
    });
    ids.far = await createFiling(agent, {
      entityId: ids.entity,
      requirementType: 'other',
      dueDate: daysFromToday(600),
    });
    ({ agent: other } = await registeredAgent(app));
    const theirs = await createEntity(other, { type: 'company', name: 'Elsewhere' });
    await createFiling(other, { entityId: theirs, requirementType: 'other', dueDate: daysFromToday(3) });
  });
  afterAll(() => stopTestApp(app));

  it('serves the signed-in account its filings due from 90 days ago to 18 months ahead, RFC 5545 text', async () => {
    const response = await agent.get('/api/compliance/calendar.ics').expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = parseEvents(text(response));
    expect(events.map((event) => event.UID.value)).toEqual([
      `filing-${ids.late}@ledgerline`,
      `filing-${ids.due}@ledgerline`,
    ]);
    const [late, due] = events;
    expect(due.DTSTART).toEqual({
      name: 'DTSTART',
      params: 'VALUE=DATE',
      value: daysFromToday(10).replace(/-/g, ''),
    });
    expect(unescapeText(due.SUMMARY.value)).toBe('Annual Return: Smith, Jones; & Partners');
    expect(due.SUMMARY.value).toContain('Smith\\, Jones\\; & Partners');
    expect(unescapeText(due.DESCRIPTION.value)).toContain('Notes: Ask the auditor, then file;\nsecond line');
    expect(unescapeText(late.SUMMARY.value)).toBe('[Overdue] Tax Filing: Smith, Jones; & Partners');
    expect(due.DTSTAMP.value).toMatch(/^\d{8}T\d{6}Z$/);
    for (const line of text(response).split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('keeps a filing UID stable and moves LAST-MODIFIED when it changes', async () => {
    const before = parseEvents(text(await agent.get('/api/compliance/calendar.ics')))[1];
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await agent
      .patch(`/api/compliance/filing-requirements/${ids.due}`)
      .send({ status: 'submitted' })
      .expect(200);
    const after = parseEvents(text(await agent.get('/api/compliance/calendar.ics')))[1];
    expect(after.UID).toEqual(before.UID);
    expect(after['LAST-MODIFIED'].value > before['LAST-MODIFIED'].value).toBe(true);
    expect(unescapeText(after.SUMMARY.value)).toMatch(/^\[Submitted\] /);
  });

  it('asks for a session on the own feed', async () => {
    await app.agent().get('/api/compliance/calendar.ics').expect(401);
  });

  it('issues a secret URL that serves the feed without a session; rotating and revoking make it 404', async () => {
    const anonymous = () => app.agent();
    expect((await agent.get('/api/compliance/calendar-feed').expect(200)).body).toEqual({
      active: false,
      issuedAt: null,
    });
    const first = (await agent.post('/api/compliance/calendar-feed').expect(201)).body.url as string;
    expect(first).toMatch(/\/api\/compliance\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(first).pathname;
    const served = await anonymous().get(path).expect(200);
    expect(parseEvents(served.text)).toHaveLength(2);
    const second = (await agent.post('/api/compliance/calendar-feed').expect(201)).body.url as string;
    expect(second).not.toBe(first);
    await anonymous().get(path).expect(404);
    await anonymous().get(new URL(second).pathname).expect(200);
    expect((await agent.get('/api/compliance/calendar-feed').expect(200)).body.active).toBe(true);
    await agent.delete('/api/compliance/calendar-feed').expect(204);
    await anonymous().get(new URL(second).pathname).expect(404);
    expect((await agent.get('/api/compliance/calendar-feed').expect(200)).body.active).toBe(false);
    await agent.delete('/api/compliance/calendar-feed').expect(204);
  });

  it("never serves another account's filings, and a wrong or malformed token answers 404", async () => {
    const theirs = (await other.post('/api/compliance/calendar-feed').expect(201)).body.url as string;
    const served = await app.agent().get(new URL(theirs).pathname).expect(200);
    expect(parseEvents(served.text).map((event) => unescapeText(event.SUMMARY.value))).toEqual([
      'Other: Elsewhere',
    ]);
    await app
      .agent()
      .get(`/api/compliance/calendar-feed/${'A'.repeat(43)}.ics`)
      .expect(404);
    await app.agent().get('/api/compliance/calendar-feed/short.ics').expect(404);
  });

  it("holds what the deadline engine planned: the same filings as the list's due-date window", async () => {
    const planned = await createEntity(agent, {
      type: 'company',
      name: 'Fresh Incorporation',
      incorporationDate: daysFromToday(-20),
    });
    const window = `dueFrom=${daysFromToday(-90)}&dueTo=${daysFromToday(548)}`;
    const listed = await agent
      .get(`/api/compliance/filing-requirements?entityId=${planned}&${window}`)
      .expect(200);
    const engine = (listed.body as { id: number; origin: string }[]).filter(
      (f) => f.origin === 'deadline_engine',
    );
    expect(engine.length).toBeGreaterThanOrEqual(2);
    const feed = parseEvents(text(await agent.get('/api/compliance/calendar.ics').expect(200)));
    const uids = new Set(feed.map((event) => event.UID.value));
    for (const filing of engine) expect(uids).toContain(`filing-${filing.id}@ledgerline`);
  });
});
