import {
  ACCOUNT_ID,
  entityDeleted,
  entityRegistered,
  individualDetailsRecorded,
  accountClosed,
  inAccount,
} from '../../../testing/given-events';
import { accountIdsIn, ProjectionHarness, recorded } from '../../../testing/projection-harness';
import { INDIVIDUAL_DETAILS, IndividualDetailsProjector } from './individual-details.projector';

const events = recorded([
  entityRegistered(2, 'individual', 'Thandi Nkosi'),
  individualDetailsRecorded(2, {
    dateOfBirth: { from: null, to: '1985-04-12' },
    nationality: { from: null, to: 'ZA' },
  }),
  entityRegistered(4, 'individual', 'Sipho Dlamini'),
  individualDetailsRecorded(4, { nationality: { from: null, to: 'ZA' } }),
  individualDetailsRecorded(2, {
    nationality: { from: 'ZA', to: 'BW' },
    isPep: { from: null, to: true },
  }),
  entityDeleted(4, 'individual'),
]);
const at = (index: number) => events[index].metadata.recordedAt;

describe('IndividualDetailsProjector', () => {
  const harness = new ProjectionHarness(() => new IndividualDetailsProjector());
  afterAll(() => harness.cleanup());

  it('leaves the same documents when every event is applied twice in a row', async () => {
    const once = await harness.project(events);
    const twice = await harness.project(events, 2);
    expect(twice.history).toEqual(once.history);
  });

  it('records the details of an individual', async () => {
    const projected = await harness.project(events.slice(0, 2));
    expect(await projected.get(INDIVIDUAL_DETAILS, '2')).toEqual({
      id: '2',
      entityId: 2,
      accountId: ACCOUNT_ID,
      dateOfBirth: '1985-04-12',
      nationality: 'ZA',
      createdAt: at(1),
      updatedAt: at(1),
    });
  });

  it('merges later details into those already recorded', async () => {
    const projected = await harness.project(events);
    expect(await projected.get(INDIVIDUAL_DETAILS, '2')).toMatchObject({
      dateOfBirth: '1985-04-12',
      nationality: 'BW',
      isPep: true,
      createdAt: at(1),
      updatedAt: at(4),
    });
  });

  it('deletes the details together with the entity', async () => {
    const projected = await harness.project(events);
    expect((await projected.documents(INDIVIDUAL_DETAILS)).map((d) => d.id)).toEqual(['2']);
  });

  it('drops every document of a closed account, also when applied twice, and keeps other accounts', async () => {
    const closing = recorded([
      ...events,
      inAccount(8, individualDetailsRecorded(90, { nationality: { from: null, to: 'NA' } })),
      accountClosed(),
    ]);
    const once = await harness.project(closing);
    const twice = await harness.project(closing, 2);
    expect(twice.history).toEqual(once.history);
    expect(accountIdsIn(once.history.at(-1))).toEqual([8]);
    expect((await once.documents(INDIVIDUAL_DETAILS)).map((d) => d.id)).toEqual(['90']);
  });
});
