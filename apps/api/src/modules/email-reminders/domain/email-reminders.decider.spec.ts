import {
  accountEmailReminders,
  decideChooseEmailReminders,
  decideClaimReminder,
  decideReleaseReminder,
  type EmailRemindersState,
  modeOf,
} from './email-reminders.decider';

const given = (...events: { type: string; data: unknown }[]): EmailRemindersState =>
  events.reduce(accountEmailReminders.evolve, accountEmailReminders.initialState());
const claimed = (keys: string[]) => ({
  type: 'EmailReminderClaimed',
  data: { accountId: 1, userId: 7, keys },
});

describe('e-mail reminders decider', () => {
  it('claims only the keys nobody claimed, and nothing when all are taken', () => {
    const state = given(claimed(['7:a']));
    expect(decideClaimReminder({ accountId: 1, userId: 7, keys: ['7:a', '7:b', '7:b'] }, state)).toEqual([
      { type: 'EmailReminderClaimed', data: { accountId: 1, userId: 7, keys: ['7:b'] } },
    ]);
    expect(decideClaimReminder({ accountId: 1, userId: 7, keys: ['7:a'] }, state)).toEqual([]);
  });

  it('frees the keys of a failed message so the next scan claims them again', () => {
    const failed = decideReleaseReminder(
      { accountId: 1, userId: 7, keys: ['7:a', '7:z'], reason: 'ECONNREFUSED' },
      given(claimed(['7:a'])),
    );
    expect(failed).toEqual([
      {
        type: 'EmailReminderFailed',
        data: { accountId: 1, userId: 7, keys: ['7:a'], reason: 'ECONNREFUSED' },
      },
    ]);
    const state = given(claimed(['7:a']), ...failed);
    expect(decideClaimReminder({ accountId: 1, userId: 7, keys: ['7:a'] }, state)).toHaveLength(1);
  });

  it('records a choice once, and the default applies until the user chose', () => {
    const choose = { accountId: 1, userId: 7, mode: 'weekly' as const, via: 'settings' as const };
    expect(modeOf(given(), 7)).toBe('immediate');
    const events = decideChooseEmailReminders(choose, given());
    expect(events).toEqual([{ type: 'EmailRemindersChosen', data: choose }]);
    expect(modeOf(given(...events), 7)).toBe('weekly');
    expect(decideChooseEmailReminders(choose, given(...events))).toEqual([]);
    expect(decideChooseEmailReminders({ ...choose, mode: 'immediate' }, given())).toHaveLength(1);
  });
});
