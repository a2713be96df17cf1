import type { RecordedEvent } from '@ledgerline/events';
import { accountOpened, given, refusalOf } from '../../../testing/given-events';
import { decideUpdateAccountSettings } from './account-settings.decider';

const openedAt = (recordedAt: string) => ({ ...accountOpened(), metadata: { recordedAt } });
const openedOn = (day: string) => openedAt(`${day}T08:00:00.000Z`);

describe('account settings', () => {
  it('tracks deadlines from the day the account was opened until the owner chooses another day', () => {
    const state = given(openedOn('2025-06-02'));
    expect(state.trackedFrom).toBe('2025-06-02');
    const events = decideUpdateAccountSettings(
      { update: { trackedFrom: '2024-01-01' }, today: '2025-06-10' },
      state,
    );
    expect(events).toEqual([
      { type: 'AccountSettingsUpdated', data: { accountId: 7, trackedFrom: '2024-01-01' } },
    ]);
    expect(given(openedOn('2025-06-02'), ...(events as RecordedEvent[])).trackedFrom).toBe('2024-01-01');
  });

  it('takes the opening day in South African time', () => {
    expect(given(openedAt('2025-06-01T22:30:00.000Z')).openedOn).toBe('2025-06-02');
  });

  it('refuses a tracked-from day in the future', () => {
    const refusal = refusalOf(() =>
      decideUpdateAccountSettings(
        { update: { trackedFrom: '2025-06-11' }, today: '2025-06-10' },
        given(openedOn('2025-06-02')),
      ),
    );
    expect(refusal.code).toBe('ACCOUNT.TRACKED_FROM_IN_FUTURE');
  });

  it('records nothing when the settings are unchanged', () => {
    const state = given(openedOn('2025-06-02'));
    expect(
      decideUpdateAccountSettings({ update: { trackedFrom: '2025-06-02' }, today: '2025-06-10' }, state),
    ).toEqual([]);
    expect(decideUpdateAccountSettings({ update: {}, today: '2025-06-10' }, state)).toEqual([]);
  });

  it("records the account's time zone, the days it counts in, beside its other settings", () => {
    const state = given(openedOn('2025-06-02'));
    expect(state.timeZone).toBeNull();
    const events = decideUpdateAccountSettings(
      { update: { timeZone: 'America/New_York' }, today: '2025-06-10' },
      state,
    );
    expect(events).toEqual([
      { type: 'AccountSettingsUpdated', data: { accountId: 7, timeZone: 'America/New_York' } },
    ]);
    const chosen = given(openedOn('2025-06-02'), ...(events as RecordedEvent[]));
    expect(chosen).toMatchObject({ timeZone: 'America/New_York', trackedFrom: '2025-06-02' });
    expect(
      decideUpdateAccountSettings({ update: { timeZone: 'America/New_York' }, today: '2025-06-10' }, chosen),
    ).toEqual([]);
  });

  it('records a new currency, and nothing for the one already shown', () => {
    const state = given(openedOn('2025-06-02'));
    const command = (currency: 'USD' | 'ZAR') => ({
      update: { currency },
      today: '2025-06-10',
      currentCurrency: 'ZAR',
    });
    expect(decideUpdateAccountSettings(command('USD'), state)).toEqual([
      { type: 'AccountSettingsUpdated', data: { accountId: 7, currency: 'USD' } },
    ]);
    expect(decideUpdateAccountSettings(command('ZAR'), state)).toEqual([]);
  });
});
