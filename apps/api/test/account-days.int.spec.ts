import type { Clock } from '../src/shared/clock';
import { CLOCK } from '../src/shared/clock';
import { localDay } from '@ledgerline/contracts';
import { registeredAgent, useTestApp } from './test-app';

/** An account's days are South African days (or its own zone's), never UTC days. */
describe("an account's days", () => {
  const app = useTestApp();
  const at = (instant: string) =>
    jest.spyOn(app().app.get<Clock>(CLOCK), 'now').mockReturnValue(new Date(instant));
  afterEach(() => jest.restoreAllMocks());

  async function filingDue(dueDate: string) {
    const { agent } = await registeredAgent(app());
    const entityId = (await agent.post('/api/entities').send({ type: 'company', name: 'Due Co' })).body.id;
    const filing = await agent
      .post('/api/compliance/filing-requirements')
      .send({ entityId, requirementType: 'annual_return', dueDate, status: 'pending' })
      .expect(201);
    const read = async () => (await agent.get(`/api/compliance/filing-requirements/${entityId}`)).body[0];
    return { agent, filingId: filing.body.id as number, read };
  }

  it('turns a filing due today overdue at midnight in Johannesburg, not at 02:00', async () => {
    const { agent, read } = await filingDue('2026-03-16');
    at('2026-03-16T21:30:00Z'); // 23:30 SAST on the 16th
    expect(await read()).toMatchObject({ isOverdue: false, status: 'pending', daysUntilDue: 0 });
    expect((await agent.get('/api/compliance/filing-requirements/overdue')).body).toEqual([]);
    at('2026-03-16T22:30:00Z'); // 00:30 SAST on the 17th, still the 16th in UTC
    expect(await read()).toMatchObject({ isOverdue: true, status: 'overdue', daysUntilDue: -1 });
    expect((await agent.get('/api/compliance/filing-requirements/overdue')).body).toHaveLength(1);
  });

  it("counts in the zone the account chose, refusing an unknown zone by the field's name", async () => {
    const { agent, read } = await filingDue('2026-03-16');
    const settings = (await agent.get('/api/account/settings').expect(200)).body;
    expect(settings).toMatchObject({
      timeZone: 'Africa/Johannesburg',
      defaultTimeZone: 'Africa/Johannesburg',
    });

    const unknown = await agent
      .patch('/api/account/settings')
      .send({ timeZone: 'Mars/Olympus_Mons' })
      .expect(400);
    expect(unknown.body.errors).toEqual([
      {
        field: 'timeZone',
        message: 'Time zone must be an IANA time zone name such as Africa/Johannesburg',
      },
    ]);

    const chosen = await agent
      .patch('/api/account/settings')
      .send({ timeZone: 'america/new_york' })
      .expect(200);
    expect(chosen.body).toMatchObject({
      timeZone: 'America/New_York',
      defaultTimeZone: 'Africa/Johannesburg',
    });
    at('2026-03-17T03:30:00Z'); // 23:30 on the 16th in New York
    expect(await read()).toMatchObject({ isOverdue: false });
    at('2026-03-17T04:30:00Z');
    expect(await read()).toMatchObject({ isOverdue: true });
  });

  it('marks a filing submitted on the South African day', async () => {
    const { agent, filingId } = await filingDue('2026-03-20');
    at('2026-03-16T22:30:00Z');
    const submitted = await agent
      .patch(`/api/compliance/filing-requirements/${filingId}`)
      .send({ status: 'submitted' })
      .expect(200);
    expect(submitted.body.submissionDate).toBe('2026-03-17');
  });
});

describe("an installation's own zone (LEDGERLINE_TIME_ZONE)", () => {
  const app = useTestApp({ timeZone: 'UTC' });
  afterEach(() => jest.restoreAllMocks());

  it('counts the days of accounts that chose none in it', async () => {
    const { agent } = await registeredAgent(app());
    expect((await agent.get('/api/account/settings')).body).toMatchObject({
      timeZone: 'UTC',
      defaultTimeZone: 'UTC',
    });
    const entityId = (await agent.post('/api/entities').send({ type: 'company', name: 'UTC Co' })).body.id;
    await agent
      .post('/api/compliance/filing-requirements')
      .send({ entityId, requirementType: 'annual_return', dueDate: '2026-03-16', status: 'pending' })
      .expect(201);
    jest.spyOn(app().app.get<Clock>(CLOCK), 'now').mockReturnValue(new Date('2026-03-16T22:30:00Z'));
    const [filing] = (await agent.get(`/api/compliance/filing-requirements/${entityId}`)).body;
    expect(filing).toMatchObject({ isOverdue: false, daysUntilDue: 0 });
  });

  it("refuses a date after the account's today and takes its today, in a zone ahead of or behind Johannesburg", async () => {
    // Real time, as the request schemas read it: from 10:00 UTC Kiritimati is a day ahead of Johannesburg,
    // before 11:00 UTC Pago Pago a day behind, so one of the two always differs.
    const now = new Date();
    const johannesburg = localDay(now, 'Africa/Johannesburg');
    const kiritimati = localDay(now, 'Pacific/Kiritimati');
    const { agent } = await registeredAgent(app());
    const entityId = (await agent.post('/api/entities').send({ type: 'company', name: 'Zone Co' })).body.id;
    const incorporated = (incorporationDate: string) =>
      agent.patch(`/api/entities/${entityId}`).send({ incorporationDate });
    const submitted = (submissionDate: string) =>
      agent.post('/api/compliance/filing-requirements').send({
        entityId,
        requirementType: 'annual_return',
        dueDate: '2026-01-31',
        status: 'submitted',
        submissionDate,
      });
    if (kiritimati > johannesburg) {
      await agent.patch('/api/account/settings').send({ timeZone: 'Pacific/Kiritimati' }).expect(200);
      expect((await incorporated(kiritimati)).status).toBe(200);
      expect((await submitted(kiritimati)).status).toBe(201);
    } else {
      const pagoPago = localDay(now, 'Pacific/Pago_Pago');
      expect(pagoPago < johannesburg).toBe(true);
      await agent.patch('/api/account/settings').send({ timeZone: 'Pacific/Pago_Pago' }).expect(200);
      const refused = await incorporated(johannesburg);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { field: 'incorporationDate', message: 'Incorporation date cannot be in the future' },
      ]);
      expect((await submitted(johannesburg)).status).toBe(400);
      expect((await incorporated(pagoPago)).status).toBe(200);
    }
  });
});
