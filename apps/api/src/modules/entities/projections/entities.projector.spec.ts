import {
  ACCOUNT_ID,
  entityDeleted,
  entityProfileUpdated,
  entityRegistered,
  accountClosed,
  inAccount,
} from '../../../testing/given-events';
import { accountIdsIn, ProjectionHarness, recorded } from '../../../testing/projection-harness';
import { EntitiesProjector } from './entities.projector';
import { ENTITIES, type EntityDocument } from './entity.read-model';

const events = recorded([
  entityRegistered(1, 'company', 'Acme', { registrationNumber: '2019/123456/07', country: 'ZA' }),
  entityRegistered(2, 'individual', 'Thandi Nkosi'),
  entityRegistered(3, 'trust', 'Nkosi Family Trust', { trustType: 'discretionary' }),
  entityProfileUpdated(1, 'company', {
    name: { from: 'Acme', to: 'Acme Holdings' },
    industry: { from: null, to: 'Mining' },
  }),
  entityDeleted(2, 'individual'),
  entityProfileUpdated(2, 'individual', { email: { from: null, to: 'late@example.com' } }),
]);
const at = (index: number) => events[index].metadata.recordedAt;

describe('EntitiesProjector', () => {
  const harness = new ProjectionHarness(() => new EntitiesProjector());
  afterAll(() => harness.cleanup());

  it('leaves the same documents when every event is applied twice in a row', async () => {
    const once = await harness.project(events);
    const twice = await harness.project(events, 2);
    expect(twice.history).toEqual(once.history);
  });

  it('registers an entity with an empty profile filled in', async () => {
    const projected = await harness.project(events.slice(0, 3));
    expect(await projected.get<EntityDocument>(ENTITIES, '1')).toEqual({
      id: '1',
      entityId: 1,
      accountId: ACCOUNT_ID,
      userId: 1,
      type: 'company',
      name: 'Acme',
      description: null,
      registrationNumber: '2019/123456/07',
      taxId: null,
      industry: null,
      email: null,
      phone: null,
      website: null,
      address: null,
      country: 'ZA',
      foundedDate: null,
      incorporationDate: null,
      companyClassification: null,
      status: 'active',
      notes: null,
      isTrust: false,
      trustType: null,
      trustDeedDate: null,
      isBeneficialOwner: false,
      createdAt: at(0),
      updatedAt: at(0),
    });
    expect(await projected.get(ENTITIES, '3')).toMatchObject({
      type: 'trust',
      isTrust: true,
      trustType: 'discretionary',
    });
  });

  it('updates the changed fields and the update time', async () => {
    const projected = await harness.project(events.slice(0, 4));
    expect(await projected.get(ENTITIES, '1')).toMatchObject({
      name: 'Acme Holdings',
      industry: 'Mining',
      registrationNumber: '2019/123456/07',
      createdAt: at(0),
      updatedAt: at(3),
    });
  });

  it('deletes an entity and ignores a later update of it', async () => {
    const projected = await harness.project(events);
    expect((await projected.documents(ENTITIES)).map((e) => e.id)).toEqual(['1', '3']);
  });

  it('drops every document of a closed account, also when applied twice, and keeps other accounts', async () => {
    const closing = recorded([
      ...events,
      inAccount(8, entityRegistered(90, 'company', 'Other Co')),
      accountClosed(),
    ]);
    const once = await harness.project(closing);
    const twice = await harness.project(closing, 2);
    expect(twice.history).toEqual(once.history);
    expect(accountIdsIn(once.history.at(-1))).toEqual([8]);
    expect((await once.documents(ENTITIES)).map((d) => d.id)).toEqual(['90']);
  });
});
