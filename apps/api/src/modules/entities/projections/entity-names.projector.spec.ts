import { ENTITY_NAMES } from '../../../shared/entity-refs';
import {
  ACCOUNT_ID,
  accountClosed,
  entityDeleted,
  entityProfileUpdated,
  entityRegistered,
  inAccount,
} from '../../../testing/given-events';
import { ProjectionHarness, recorded } from '../../../testing/projection-harness';
import { EntityNamesProjector } from './entity-names.projector';

const OTHER_ACCOUNT = ACCOUNT_ID + 1;

describe('EntityNamesProjector', () => {
  const harness = new ProjectionHarness(() => new EntityNamesProjector());
  afterAll(() => harness.cleanup());

  it('keeps each entity\u2019s last name, also after its deletion, until its account closes', async () => {
    const projected = await harness.project(
      recorded([
        entityRegistered(1, 'company', 'Protea Holdings'),
        entityRegistered(2, 'individual', 'Thandi Nkosi'),
        inAccount(OTHER_ACCOUNT, entityRegistered(3, 'company', 'Other Co')),
        entityProfileUpdated(1, 'company', { name: { from: 'Protea Holdings', to: 'Protea Group' } }),
        entityProfileUpdated(2, 'individual', { email: { from: null, to: 'thandi@example.co.za' } }),
        entityDeleted(2, 'individual'),
        inAccount(OTHER_ACCOUNT, accountClosed()),
      ]),
    );
    const names = await projected.documents(ENTITY_NAMES);
    expect(names.map((doc) => doc.ref)).toEqual([
      { id: 1, name: 'Protea Group', type: 'company' },
      { id: 2, name: 'Thandi Nkosi', type: 'individual' },
    ]);
    expect(projected.history[2][ENTITY_NAMES]).toHaveLength(3);
  });

  it('names an erased individual as a rebuild of the log now does, and nothing else of it', async () => {
    const erased = {
      type: 'PersonalDataErased',
      data: {
        entityId: 2,
        accountId: ACCOUNT_ID,
        erasedByUserId: 1,
        basis: 'retention_elapsed',
        retainedUntil: '2027-01-10',
        overrideReason: null,
      },
    };
    const projected = await harness.project(
      recorded([entityRegistered(2, 'individual', 'Thandi Nkosi'), entityDeleted(2, 'individual'), erased]),
    );
    const names = await projected.documents(ENTITY_NAMES);
    expect(names.map((doc) => doc.ref)).toEqual([{ id: 2, name: 'Erased person #2', type: 'individual' }]);
    expect(JSON.stringify(names)).not.toContain('Thandi');
  });
});
