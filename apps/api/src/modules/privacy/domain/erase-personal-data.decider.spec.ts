import {
  ACCOUNT_ID,
  OWNER_USER_ID,
  accountOpened,
  documentUploaded,
  entityRegistered,
  given,
  refusalOf,
} from '../../../testing/given-events';
import { decideDeleteEntity } from '../../entities/domain/entity.deciders';
import { decideRestoreEntity } from '../../trash/domain/restore-entity.decider';
import { decideErasePersonalData, type ErasePersonalData } from './erase-personal-data.decider';

type Fact = { type: string; data: unknown; metadata?: { recordedAt: string } };
const at = (recordedAt: string, fact: Fact): Fact => ({ ...fact, metadata: { recordedAt } });
const thandi = at('2020-01-10T08:00:00.000Z', entityRegistered(3, 'individual', 'Thandi Nkosi'));
const acme = at('2020-01-10T08:00:00.000Z', entityRegistered(1, 'company', 'Acme'));
const deleted = (entityId: number, recordedAt: string, facts: Fact[]) =>
  decideDeleteEntity({ entityId }, given(...facts)).map((e) => at(recordedAt, e));

const history = [accountOpened(), acme, thandi];
/** Thandi deleted on 2021-06-01: FIC Act until 2026-06-01, Companies Act until 2027-01-10 (the later). */
const deletedThandi = [...history, ...deleted(3, '2021-06-01T09:00:00.000Z', history)];
const erase = (overrides: Partial<ErasePersonalData> = {}): ErasePersonalData => ({
  entityId: 3,
  actorUserId: OWNER_USER_ID,
  today: '2027-01-10',
  overrideReason: null,
  ...overrides,
});

describe('erasing an individual’s personal data (POPIA s14)', () => {
  it('given a deleted individual whose retention is over, when erased, then PersonalDataErased names no personal data', () => {
    expect(decideErasePersonalData(erase(), given(...deletedThandi))).toEqual([
      {
        type: 'PersonalDataErased',
        data: {
          entityId: 3,
          accountId: ACCOUNT_ID,
          erasedByUserId: OWNER_USER_ID,
          basis: 'retention_elapsed',
          retainedUntil: '2027-01-10',
          overrideReason: null,
        },
      },
    ]);
  });

  it('given the person had documents, when erased, then their files are erased with the person and no one else’s', () => {
    const withFiles = [
      accountOpened(),
      acme,
      thandi,
      at('2020-02-01T08:00:00.000Z', documentUploaded(7, 100, 3)),
      at('2020-02-01T08:00:00.000Z', documentUploaded(8, 100, 1)),
    ];
    const facts = [...withFiles, ...deleted(3, '2021-06-01T09:00:00.000Z', withFiles)];
    const events = decideErasePersonalData(erase(), given(...facts));
    expect(events.map((event) => event.type)).toEqual(['PersonalDataErased', 'DocumentFileErased']);
    expect(events[1].data).toEqual({
      documentId: 7,
      accountId: ACCOUNT_ID,
      storageKey: `${ACCOUNT_ID}/7`,
      retainedUntil: '2027-01-10',
    });
  });

  it('given the Companies Act period still runs, then it is refused with the day it may be erased from', () => {
    const refusal = refusalOf(() =>
      decideErasePersonalData(erase({ today: '2027-01-09' }), given(...deletedThandi)),
    );
    expect(refusal).toMatchObject({ kind: 'conflict', code: 'PRIVACY.RETENTION_NOT_OVER' });
    expect(refusal.message).toContain('until 2027-01-10');
  });

  it('given the FIC Act period (5 years after deletion) is the later, then it counts from the deletion', () => {
    const late = [...history, ...deleted(3, '2024-02-01T09:00:00.000Z', history)];
    expect(
      refusalOf(() => decideErasePersonalData(erase({ today: '2029-01-31' }), given(...late))).message,
    ).toContain('until 2029-02-01');
    expect(decideErasePersonalData(erase({ today: '2029-02-01' }), given(...late))).toHaveLength(1);
  });

  it('given an override reason, then it is erased early and the reason is kept on the event', () => {
    const [event] = decideErasePersonalData(
      erase({ today: '2021-06-05', overrideReason: 'Recorded in error: never a client of ours' }),
      given(...deletedThandi),
    );
    expect(event.data).toMatchObject({
      basis: 'override',
      retainedUntil: '2027-01-10',
      overrideReason: 'Recorded in error: never a client of ours',
    });
  });

  it('given the individual is still in the register, then it is refused even with an override', () => {
    const refusal = refusalOf(() =>
      decideErasePersonalData(erase({ overrideReason: 'Asked by the person' }), given(...history)),
    );
    expect(refusal).toMatchObject({ kind: 'conflict', code: 'PRIVACY.STILL_IN_REGISTER' });
  });

  it('given it was erased already, then a second erasure is refused', () => {
    const [erased] = decideErasePersonalData(erase(), given(...deletedThandi));
    const refusal = refusalOf(() => decideErasePersonalData(erase(), given(...deletedThandi, erased)));
    expect(refusal).toMatchObject({ kind: 'conflict', code: 'PRIVACY.ALREADY_ERASED' });
  });

  it('given a company, or an id the account never had, then it is not found', () => {
    const state = given(...history, ...deleted(1, '2021-06-01T09:00:00.000Z', history));
    expect(refusalOf(() => decideErasePersonalData(erase({ entityId: 1 }), state)).kind).toBe('not_found');
    expect(refusalOf(() => decideErasePersonalData(erase({ entityId: 99 }), state)).kind).toBe('not_found');
  });

  it('given an erasure within the 30 days of Trash, then the individual can no longer be restored', () => {
    const recent = [...history, ...deleted(3, '2021-06-01T09:00:00.000Z', history)];
    const [erased] = decideErasePersonalData(
      erase({ today: '2021-06-02', overrideReason: 'Recorded in error' }),
      given(...recent),
    );
    const state = given(...recent, erased);
    expect(
      refusalOf(() =>
        decideRestoreEntity({ entityId: 3, actorUserId: 1, now: '2021-06-02T10:00:00.000Z' }, state),
      ).kind,
    ).toBe('not_found');
  });

  it('given a restore after the deletion, then the retention clock stops until it is deleted again', () => {
    const restored = decideRestoreEntity(
      { entityId: 3, actorUserId: 1, now: '2021-06-02T10:00:00.000Z' },
      given(...deletedThandi),
    ).map((e) => at('2021-06-02T10:00:00.000Z', e));
    const refusal = refusalOf(() =>
      decideErasePersonalData(erase({ today: '2030-01-01' }), given(...deletedThandi, ...restored)),
    );
    expect(refusal.code).toBe('PRIVACY.STILL_IN_REGISTER');
  });
});
