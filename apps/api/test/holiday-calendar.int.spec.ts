import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';

const source = 'Government Gazette (test)';

async function boFilingDue(
  agent: Awaited<ReturnType<typeof registeredAgent>>['agent'],
  incorporationDate: string,
) {
  const company = await agent
    .post('/api/entities')
    .send({ type: 'company', name: 'Holiday Co', incorporationDate });
  const filings: { requirementType: string; dueDate: string }[] = (
    await agent.get(`/api/entities/${company.body.id}/filings`)
  ).body;
  return filings.find((f) => f.requirementType === 'beneficial_ownership_filing')?.dueDate;
}

describe("an installation's public-holiday calendar", () => {
  let app: TestApp;
  afterEach(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });

  it('reads DATA_DIR/public-holidays.json at start: a proclaimed day it adds moves a due date', async () => {
    app = await startTestApp();
    const { agent } = await registeredAgent(app);
    // Friday 12 Dec 2025 + 10 business days, over 16, 25 and 26 December.
    expect(await boFilingDue(agent, '2025-12-12')).toBe('2025-12-31');
    await app.close();

    const calendar = { proclaimed: [{ date: '2025-12-29', name: 'Declared day', source }] };
    writeFileSync(join(app.dataDir, 'public-holidays.json'), JSON.stringify(calendar));
    app = await startTestApp(app.dataDir);
    const again = await registeredAgent(app);
    expect(await boFilingDue(again.agent, '2025-12-12')).toBe('2026-01-02');
  });

  it('lets an installation admin upload and reset it; others get 401 and 403; a bad entry is a 400 naming it', async () => {
    app = await startTestApp();
    const admin = await registeredAgent(app);
    const user = await registeredAgent(app);
    const calendar = { proclaimed: [{ date: '2025-12-29', name: 'Declared day', source }] };
    expect((await app.agent().put('/api/admin/holiday-calendar').send(calendar)).status).toBe(401);
    expect((await user.agent.put('/api/admin/holiday-calendar').send(calendar)).status).toBe(403);
    expect((await user.agent.get('/api/admin/holiday-calendar')).status).toBe(403);

    const bad = await admin.agent
      .put('/api/admin/holiday-calendar')
      .send({ proclaimed: [...calendar.proclaimed, { date: '2025-12-30', name: 'No source' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      {
        field: 'proclaimed.1.source',
        message: expect.stringMatching(
          /^proclaimed entry 2 \(date "2025-12-30", name "No source"\): source is required/,
        ),
      },
    ]);

    const uploaded = await admin.agent.put('/api/admin/holiday-calendar').send(calendar);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.installation).toEqual({ fixed: [], easter: [], proclaimed: calendar.proclaimed });
    expect(uploaded.body.active.proclaimed).toContainEqual(calendar.proclaimed[0]);
    expect(uploaded.body.active.proclaimed).toContainEqual(expect.objectContaining({ date: '2016-12-27' }));
    expect(await boFilingDue(admin.agent, '2025-12-12')).toBe('2026-01-02');

    const reset = await admin.agent.delete('/api/admin/holiday-calendar');
    expect(reset.body.installation).toBeNull();
    expect(await boFilingDue(admin.agent, '2025-12-12')).toBe('2025-12-31');
  });
});
