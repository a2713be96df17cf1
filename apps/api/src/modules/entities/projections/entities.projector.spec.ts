import {
  ACCOUNT_ID,
  entityAddedToGroup,
  entityRemovedFromGroup,
  groupDeleted,
  entityDeleted,
  entityProfileUpdated,
  entityRegistered,
  accountClosed,
  documentUploaded,
  inAccount,
  relationshipAdded,
  relationshipRemoved,
  relationshipUpdated,
} from '../../../testing/given-events';
import { accountIdsIn, ProjectionHarness, recorded } from '../../../testing/projection-harness';
import { EntitiesProjector } from './entities.projector';
import { REQUIRED_TRUST_DOCUMENTS } from '@ledgerline/contracts';
import { ENTITIES, ENTITY_GROUP_MEMBERS, ENTITY_ROLE_LINKS, type EntityDocument } from './entity.read-model';

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
      nameKey: 'acme',
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
      compliance: null,
      complianceIssues: null,
      standingReviewOn: null,
      createdAt: at(0),
      updatedAt: at(0),
    });
    expect(await projected.get(ENTITIES, '3')).toMatchObject({
      type: 'trust',
      isTrust: true,
      trustType: 'discretionary',
      compliance: 'attention',
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

  it('keeps a natural sort key of the name', async () => {
    const projected = await harness.project(
      recorded([entityRegistered(5, 'company', 'Company 007'), entityRegistered(6, 'company', 'Émile 11')]),
    );
    expect(await projected.get(ENTITIES, '5')).toMatchObject({ nameKey: 'company 017' });
    expect(await projected.get(ENTITIES, '6')).toMatchObject({ nameKey: 'emile 0211' });
  });

  it("keeps each group membership with the member's list fields current, also when applied twice", async () => {
    const grouped = recorded([
      ...events.slice(0, 3),
      entityAddedToGroup(40, 1),
      entityAddedToGroup(40, 3),
      entityAddedToGroup(41, 1),
      entityProfileUpdated(1, 'company', {
        name: { from: 'Acme', to: 'Acme 2' },
        status: { from: 'active', to: 'inactive' },
      }),
      entityRemovedFromGroup(40, 3),
      groupDeleted(41),
      entityAddedToGroup(42, 3),
      entityDeleted(3, 'trust'),
    ]);
    const once = await harness.project(grouped);
    const twice = await harness.project(grouped, 2);
    expect(twice.history).toEqual(once.history);
    expect(await harness.project(grouped.slice(0, 7)).then((p) => p.documents(ENTITY_GROUP_MEMBERS))).toEqual(
      [
        expect.objectContaining({
          id: '40:1',
          groupId: 40,
          entityId: 1,
          name: 'Acme 2',
          nameKey: 'acme 012',
          status: 'inactive',
        }),
        expect.objectContaining({
          id: '40:3',
          groupId: 40,
          entityId: 3,
          type: 'trust',
          name: 'Nkosi Family Trust',
        }),
        expect.objectContaining({ id: '41:1', name: 'Acme 2' }),
      ],
    );
    expect((await once.documents(ENTITY_GROUP_MEMBERS)).map((m) => m.id)).toEqual(['40:1']);
  });

  describe("a trust's compliance: its required documents, and a founder, a trustee and a beneficiary", () => {
    const role = (
      relationshipId: number,
      sourceEntityId: number,
      relationshipType: string,
      targetEntityId = 3,
    ) => relationshipAdded(relationshipId, { sourceEntityId, targetEntityId, relationshipType });
    const trustDocuments = REQUIRED_TRUST_DOCUMENTS.map((documentType, i) => {
      const uploaded = documentUploaded(20 + i, 100, 3);
      return { ...uploaded, data: { ...uploaded.data, documentType } };
    });
    const trustEvents = recorded([
      entityRegistered(1, 'company', 'Acme'),
      entityRegistered(2, 'individual', 'Thandi Nkosi'),
      entityRegistered(3, 'trust', 'Nkosi Family Trust', { trustType: 'family' }),
      entityRegistered(4, 'trust', 'Dube Trust', { trustType: 'family' }),
      entityAddedToGroup(40, 3),
      ...trustDocuments,
      role(10, 2, 'founder'),
      role(11, 2, 'trustee'),
      role(12, 1, 'beneficiary'),
      role(13, 3, 'founder', 1),
      relationshipUpdated(11, { isActive: { from: true, to: false } }),
      relationshipUpdated(11, { isActive: { from: false, to: true } }),
      relationshipUpdated(12, { relationshipType: { from: 'beneficiary', to: 'controller' } }),
      relationshipUpdated(12, {
        relationshipType: { from: 'controller', to: 'beneficiary' },
        targetEntityId: { from: 3, to: 4 },
      }),
      relationshipUpdated(12, { targetEntityId: { from: 4, to: 3 } }),
      relationshipRemoved(10, 'deleted'),
      role(14, 1, 'founder'),
      relationshipRemoved(12, 'entity_deleted'),
      entityDeleted(1, 'company'),
    ]);
    const complianceOf = (snapshot: Record<string, { id: string; compliance?: unknown }[]>, id: string) =>
      snapshot[ENTITIES]?.find((doc) => doc.id === id)?.compliance;

    it('follows every relationship change, also when each event is applied twice', async () => {
      const once = await harness.project(trustEvents);
      const twice = await harness.project(trustEvents, 2);
      expect(twice.history).toEqual(once.history);
      const trust = once.history.map((snapshot) => complianceOf(snapshot, '3'));
      expect(trust).toEqual([
        undefined,
        undefined,
        'attention', // registered without parties
        'attention',
        'attention',
        'attention', // the four required documents
        'attention',
        'attention',
        'attention',
        'attention', // founder
        'attention', // trustee
        'compliant', // beneficiary: all three roles
        'compliant', // the trust as a founder of the company counts for the company, not for it
        'attention', // the trustee link ended
        'compliant', // and resumed
        'attention', // the beneficiary became a controller
        'attention', // and then a beneficiary of another trust
        'compliant', // and of this trust again
        'attention', // the founder link removed
        'compliant', // another founder
        'attention', // the company's links end before it is deleted (decision 0006)
        'attention',
      ]);
      expect(once.history.map((snapshot) => complianceOf(snapshot, '4')).slice(16, 18)).toEqual([
        'attention',
        'attention',
      ]);
      expect(complianceOf(once.history[12], '1')).toBeNull();
    });

    it("copies it to the trust's membership rows and keeps one link row per relationship", async () => {
      const projected = await harness.project(trustEvents.slice(0, 12));
      expect(await projected.get(ENTITY_GROUP_MEMBERS, '40:3')).toMatchObject({ compliance: 'compliant' });
      expect(await projected.get(ENTITY_ROLE_LINKS, '12')).toEqual({
        id: '12',
        accountId: ACCOUNT_ID,
        relationshipId: 12,
        sourceEntityId: 1,
        targetEntityId: 3,
        type: 'beneficiary',
        isActive: true,
        startDate: null,
        endDate: null,
      });
      const done = await harness.project(trustEvents);
      expect((await done.documents(ENTITY_ROLE_LINKS)).map((link) => link.id)).toEqual(['11']);
    });

    it("does not touch the trust's update time", async () => {
      const projected = await harness.project(trustEvents.slice(0, 12));
      expect(await projected.get(ENTITIES, '3')).toMatchObject({
        updatedAt: trustEvents[2].metadata.recordedAt,
      });
    });

    it('drops the links of a deleted party that still had some and recomputes their trusts', async () => {
      const projected = await harness.project(
        recorded([...trustEvents.slice(0, 12), entityDeleted(1, 'company')]),
      );
      expect(await projected.get(ENTITIES, '3')).toMatchObject({ compliance: 'attention' });
      expect((await projected.documents(ENTITY_ROLE_LINKS)).map((link) => link.id)).toEqual(['10', '11']);
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
