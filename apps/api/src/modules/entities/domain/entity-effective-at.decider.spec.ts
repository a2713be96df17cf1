import {
  ACCOUNT_ID,
  accountOpened,
  entityRegistered,
  given,
  individualDetailsRecorded,
  refusalOf,
} from '../../../testing/given-events';
import { decideRecordIndividualDetails, decideUpdateEntityProfile } from './entity.deciders';

// An entity change with a business date says when it took effect (the event's effectiveAt).
const TODAY = '2025-06-01';
const state = given(
  accountOpened(),
  entityRegistered(1, 'company', 'Protea Holdings', { incorporationDate: '2010-05-12' }),
  entityRegistered(2, 'trust', 'Nkosi Family Trust', { trustType: 'family' }),
  entityRegistered(3, 'individual', 'Thandi Nkosi'),
  individualDetailsRecorded(3, { nationality: { from: null, to: 'South African' } }),
);
const updateProfile = (entityId: number, patch: object, effectiveDate?: string | null) =>
  decideUpdateEntityProfile(
    { entityId, patch: { ...patch }, stated: { effectiveDate, today: TODAY } },
    state,
  );
const recordDetails = (details: object, effectiveDate?: string | null) =>
  decideRecordIndividualDetails(
    { entityId: 3, details: { ...details }, stated: { effectiveDate, today: TODAY } },
    state,
  );

describe('UpdateEntityProfile decider: effectiveAt', () => {
  it('given a company, when it is deregistered on a stated day, then EntityProfileUpdated is effective on it', () => {
    expect(updateProfile(1, { status: 'inactive' }, '2025-03-31')).toEqual([
      {
        type: 'EntityProfileUpdated',
        data: {
          entityId: 1,
          accountId: ACCOUNT_ID,
          entityType: 'company',
          changes: { status: { from: 'active', to: 'inactive' } },
        },
        effectiveAt: '2025-03-31',
      },
    ]);
  });

  it('is effective on the stated day of a name change', () => {
    expect(updateProfile(1, { name: 'Protea Group' }, '2025-01-10')[0].effectiveAt).toBe('2025-01-10');
  });

  it('is effective on the registration date the change sets: incorporation, else founded, or a trust deed', () => {
    const both = { incorporationDate: '2010-06-01', foundedDate: '2009-01-01', name: 'Protea Group' };
    expect(updateProfile(1, both, '2025-01-10')[0].effectiveAt).toBe('2010-06-01');
    expect(updateProfile(1, { foundedDate: '2009-01-01' })[0].effectiveAt).toBe('2009-01-01');
    expect(updateProfile(2, { trustDeedDate: '2018-04-03' })[0].effectiveAt).toBe('2018-04-03');
  });

  it('carries no effectiveAt when nothing says when', () => {
    expect(updateProfile(1, { notes: 'Moved offices' })[0]).not.toHaveProperty('effectiveAt');
  });

  it('refuses a stated day after the account’s today, naming effectiveDate, even for a no-op', () => {
    for (const patch of [{ name: 'Protea Group' }, { name: 'Protea Holdings' }])
      expect(refusalOf(() => updateProfile(1, patch, '2025-06-02'))).toMatchObject({
        kind: 'invalid',
        code: 'ENTITY.EFFECTIVE_DATE',
        errors: [{ field: 'effectiveDate', message: 'Effective date cannot be in the future' }],
      });
  });

  it('records nothing when nothing changes', () => {
    expect(updateProfile(1, { name: 'Protea Holdings' }, '2025-03-01')).toEqual([]);
  });
});

describe('RecordIndividualDetails decider: effectiveAt', () => {
  it('given an individual, when the nationality changes on a stated day, then the details are effective on it', () => {
    expect(recordDetails({ nationality: 'British' }, '2024-11-20')).toEqual([
      {
        type: 'IndividualDetailsRecorded',
        data: {
          entityId: 3,
          accountId: ACCOUNT_ID,
          changes: { nationality: { from: 'South African', to: 'British' } },
        },
        effectiveAt: '2024-11-20',
      },
    ]);
  });

  it('is effective on the end of an effective ownership it sets, else on its start', () => {
    const ended = { effectiveOwnershipStartDate: '2020-01-01', effectiveOwnershipEndDate: '2025-02-01' };
    expect(recordDetails(ended, '2025-05-01')[0].effectiveAt).toBe('2025-02-01');
    expect(recordDetails({ effectiveOwnershipStartDate: '2020-01-01' })[0].effectiveAt).toBe('2020-01-01');
  });

  it('does not take a date of birth as the day the change took effect', () => {
    expect(recordDetails({ dateOfBirth: '1980-03-01' })[0]).not.toHaveProperty('effectiveAt');
  });

  it('refuses a stated day after today, naming effectiveDate', () => {
    expect(refusalOf(() => recordDetails({ nationality: 'British' }, '2025-06-02'))).toMatchObject({
      kind: 'invalid',
      errors: [{ field: 'effectiveDate' }],
    });
  });
});
