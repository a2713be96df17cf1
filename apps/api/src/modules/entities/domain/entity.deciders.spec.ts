import {
  ACCOUNT_ID,
  accountOpened,
  assetRegistered,
  entityAddedToGroup,
  entityDeleted,
  entityProfileUpdated,
  entityRegistered,
  given,
  groupCreated,
  individualDetailsRecorded,
  refusalOf,
  relationshipAdded,
} from '../../../testing/given-events';
import {
  decideDeleteEntity,
  decideRecordIndividualDetails,
  decideUpdateEntityProfile,
} from './entity.deciders';

const acme = entityRegistered(1, 'company', 'Acme', { industry: null, email: 'info@acme.co.za' });
const thandi = entityRegistered(2, 'individual', 'Thandi Nkosi');
const nkosiTrust = entityRegistered(3, 'trust', 'Nkosi Family Trust');

describe('UpdateEntityProfile decider', () => {
  it('emits only the changed fields, each with from and to', () => {
    const patch = { name: 'Acme Holdings', industry: 'Mining', email: 'info@acme.co.za', phone: undefined };
    expect(decideUpdateEntityProfile({ entityId: 1, patch }, given(accountOpened(), acme))).toEqual([
      {
        type: 'EntityProfileUpdated',
        data: {
          entityId: 1,
          accountId: ACCOUNT_ID,
          entityType: 'company',
          changes: { name: { from: 'Acme', to: 'Acme Holdings' }, industry: { from: null, to: 'Mining' } },
        },
      },
    ]);
  });

  it('emits a cleared field as a change to null', () => {
    const [event] = decideUpdateEntityProfile(
      { entityId: 1, entityType: 'company', patch: { email: null } },
      given(accountOpened(), acme),
    );
    expect(event.data).toMatchObject({ changes: { email: { from: 'info@acme.co.za', to: null } } });
  });

  it('refuses an entity it does not know', () => {
    expect(
      refusalOf(() =>
        decideUpdateEntityProfile({ entityId: 9, patch: { name: 'X' } }, given(accountOpened())),
      ),
    ).toMatchObject({ kind: 'not_found', message: "Entity not found or you don't have access to it" });
  });

  it('refuses a change of type', () => {
    const refusal = refusalOf(() =>
      decideUpdateEntityProfile(
        { entityId: 1, entityType: 'trust', patch: { name: 'Acme Trust' } },
        given(accountOpened(), acme),
      ),
    );
    expect(refusal).toMatchObject({
      kind: 'invalid',
      code: 'ENTITY.TYPE_IMMUTABLE',
      errors: [{ field: 'type', message: "Type must be 'company'" }],
    });
  });

  it('does nothing when no field changes', () => {
    const renamed = { name: 'Acme Holdings' };
    const state = given(
      accountOpened(),
      acme,
      entityProfileUpdated(1, 'company', { name: { from: 'Acme', to: 'Acme Holdings' } }),
    );
    expect(decideUpdateEntityProfile({ entityId: 1, entityType: 'company', patch: renamed }, state)).toEqual(
      [],
    );
    expect(decideUpdateEntityProfile({ entityId: 1, patch: { industry: null } }, state)).toEqual([]);
  });
});

describe('RecordIndividualDetails decider', () => {
  const details = { dateOfBirth: '1985-04-12', nationality: 'ZA' };

  it('emits the recorded details as changes', () => {
    expect(decideRecordIndividualDetails({ entityId: 2, details }, given(accountOpened(), thandi))).toEqual([
      {
        type: 'IndividualDetailsRecorded',
        data: {
          entityId: 2,
          accountId: ACCOUNT_ID,
          changes: { dateOfBirth: { from: null, to: '1985-04-12' }, nationality: { from: null, to: 'ZA' } },
        },
      },
    ]);
  });

  it('emits only what differs from the details already recorded', () => {
    const state = given(
      accountOpened(),
      thandi,
      individualDetailsRecorded(2, { nationality: { from: null, to: 'ZA' } }),
    );
    const [event] = decideRecordIndividualDetails(
      { entityId: 2, details: { ...details, nationality: 'ZA' } },
      state,
    );
    expect(event.data).toMatchObject({ changes: { dateOfBirth: { from: null, to: '1985-04-12' } } });
    expect(Object.keys((event.data as { changes: object }).changes)).toEqual(['dateOfBirth']);
  });

  it('refuses a company', () => {
    expect(
      refusalOf(() => decideRecordIndividualDetails({ entityId: 1, details }, given(accountOpened(), acme))),
    ).toMatchObject({
      kind: 'invalid',
      code: 'ENTITY.NOT_INDIVIDUAL',
      errors: [{ field: 'entityId', message: 'Entity 1 is a company, not an individual' }],
    });
  });

  it('refuses an entity it does not know', () => {
    expect(
      refusalOf(() => decideRecordIndividualDetails({ entityId: 2, details }, given(accountOpened()))),
    ).toMatchObject({ kind: 'not_found', message: "Entity not found or you don't have access to it" });
  });

  it('does nothing when the details are unchanged', () => {
    const state = given(
      accountOpened(),
      thandi,
      individualDetailsRecorded(2, {
        dateOfBirth: { from: null, to: '1985-04-12' },
        nationality: { from: null, to: 'ZA' },
      }),
    );
    expect(decideRecordIndividualDetails({ entityId: 2, details }, state)).toEqual([]);
  });
});

describe('DeleteEntity decider', () => {
  const register = given(
    accountOpened(),
    acme,
    thandi,
    nkosiTrust,
    relationshipAdded(10, { sourceEntityId: 2, targetEntityId: 1, ownershipPercentage: 60 }),
    relationshipAdded(11, { sourceEntityId: 1, targetEntityId: 3, relationshipType: 'founder' }),
    relationshipAdded(12, { sourceEntityId: 2, targetEntityId: 3, relationshipType: 'trustee' }),
    assetRegistered(20, 1, 'Head office'),
    assetRegistered(21, 2, 'Sandton flat'),
    assetRegistered(22, 1, 'Fleet vehicle', { assetType: 'vehicle' }),
    groupCreated(30, 'Core'),
    groupCreated(31, 'Family'),
    groupCreated(32, 'Operating'),
    entityAddedToGroup(30, 1),
    entityAddedToGroup(30, 2),
    entityAddedToGroup(31, 2),
    entityAddedToGroup(32, 1),
  );

  it('emits the removals of what hangs on the entity, in order, then EntityDeleted', () => {
    const reason = 'entity_deleted';
    const accountId = ACCOUNT_ID;
    expect(decideDeleteEntity({ entityId: 1 }, register)).toEqual([
      { type: 'RelationshipRemoved', data: { relationshipId: 10, accountId, reason } },
      { type: 'RelationshipRemoved', data: { relationshipId: 11, accountId, reason } },
      { type: 'AssetRemoved', data: { assetId: 20, accountId, reason } },
      { type: 'AssetRemoved', data: { assetId: 22, accountId, reason } },
      { type: 'EntityRemovedFromGroup', data: { groupId: 30, entityId: 1, accountId, reason } },
      { type: 'EntityRemovedFromGroup', data: { groupId: 32, entityId: 1, accountId, reason } },
      { type: 'EntityDeleted', data: { entityId: 1, accountId, entityType: 'company' } },
    ]);
  });

  it('emits only EntityDeleted for an entity nothing hangs on', () => {
    const state = given(accountOpened(), nkosiTrust);
    expect(decideDeleteEntity({ entityId: 3 }, state)).toEqual([
      { type: 'EntityDeleted', data: { entityId: 3, accountId: ACCOUNT_ID, entityType: 'trust' } },
    ]);
  });

  it('refuses an entity it does not know', () => {
    expect(refusalOf(() => decideDeleteEntity({ entityId: 9 }, register))).toMatchObject({
      kind: 'not_found',
      message: "Entity not found or you don't have access to it",
    });
  });

  it('refuses an entity that was already deleted', () => {
    const state = given(accountOpened(), nkosiTrust, entityDeleted(3, 'trust'));
    expect(refusalOf(() => decideDeleteEntity({ entityId: 3 }, state))).toMatchObject({ kind: 'not_found' });
  });
});
