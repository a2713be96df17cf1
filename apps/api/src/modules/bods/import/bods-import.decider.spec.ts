import { accountOpened, entityRegistered, given, refusalOf } from '../../../testing/given-events';
import { bodsValidators } from '../bods-schema';
import { planImport } from './bods-import-plan';
import { decideImport } from './bods-import.decider';

const { statement: validate } = bodsValidators();
const TODAY = '2025-06-01';
const pub = { publicationDate: '2025-06-01', bodsVersion: '0.4', publisher: { name: 'Another register' } };
let sequence = 0;
const stated = (recordId: string, recordType: string, recordDetails: object) => ({
  statementId: `11111111-2222-5333-8444-${String(++sequence).padStart(12, '0')}`,
  statementDate: '2025-06-01',
  declarationSubject: 'c1',
  recordId,
  recordType,
  recordDetails,
  publicationDetails: pub,
});
const company = (recordId: string, name: string, number?: string) =>
  stated(recordId, 'entity', {
    isComponent: false,
    entityType: { type: 'registeredEntity' },
    name,
    ...(number ? { identifiers: [{ id: number, scheme: 'ZA-CIP' }] } : {}),
  });
const person = (recordId: string, name: string) =>
  stated(recordId, 'person', { isComponent: false, personType: 'knownPerson', names: [{ fullName: name }] });
const holding = (subject: string, party: string, exact: number) =>
  stated(`${party}-${subject}`, 'relationship', {
    isComponent: false,
    subject,
    interestedParty: party,
    interests: [{ type: 'shareholding', share: { exact } }],
  });
const command = { actorUserId: 1, today: TODAY };

describe('importing a BODS package into the register', () => {
  it('emits an EntityRegistered per new record and a RelationshipAdded per link, in one decision', () => {
    const state = given(accountOpened());
    const plan = planImport(
      [company('c1', 'Protea Holdings'), person('p1', 'Thandi Nkosi'), holding('c1', 'p1', 40)],
      state,
      validate,
    );
    const { events, entityIds } = decideImport(
      plan,
      { entities: [11, 12], relationships: [21] },
      command,
      state,
    );
    expect(events.map((e) => e.type)).toEqual(['EntityRegistered', 'EntityRegistered', 'RelationshipAdded']);
    expect(events[2].data).toMatchObject({
      relationshipId: 21,
      sourceEntityId: 12,
      targetEntityId: 11,
      ownershipPercentage: 40,
    });
    expect(Object.fromEntries(entityIds)).toEqual({ c1: 11, p1: 12 });
  });

  it('matches a company by its registration number and emits nothing for it', () => {
    const state = given(
      accountOpened(),
      entityRegistered(5, 'company', 'Protea', { registrationNumber: '2015/123456/07' }),
    );
    const plan = planImport([company('c1', 'Protea Holdings', '2015 /123456/07')], state, validate);
    expect(plan.preview.match.entities).toBe(1);
    expect(decideImport(plan, { entities: [], relationships: [] }, command, state).events).toEqual([]);
  });

  it("refuses the whole package past the plan's limit, with the plan's message", () => {
    const state = given(
      accountOpened(),
      ...Array.from({ length: 9 }, (_, i) => entityRegistered(i + 1, 'company', `Company ${i}`)),
    );
    const plan = planImport([company('c1', 'One more'), person('p1', 'And another')], state, validate);
    expect(plan.preview.planLimit).toMatchObject({ withinLimit: false, entitiesAfter: 11 });
    const refusal = refusalOf(() =>
      decideImport(plan, { entities: [31, 32], relationships: [] }, command, state),
    );
    expect(refusal.message).toBe("You've reached your limit of 10 entities. Upgrade your plan to add more.");
  });

  it('refuses a package with problems, naming each statement', () => {
    const state = given(accountOpened());
    const broken = company('c2', 'N'.repeat(201));
    const plan = planImport([company('c1', 'Protea Holdings'), broken], state, validate);
    const refusal = refusalOf(() =>
      decideImport(plan, { entities: [11, 12], relationships: [] }, command, state),
    );
    expect(refusal.errors).toEqual([
      { field: `statement ${broken.statementId}`, message: 'name: Name must be at most 200 characters' },
    ]);
  });

  it('leaves out a link to a record stated nowhere, with a note, and imports the rest', () => {
    const state = given(accountOpened());
    const plan = planImport([company('c1', 'Protea Holdings'), holding('c1', 'p404', 40)], state, validate);
    expect(plan.preview.problems).toEqual([]);
    expect(plan.preview.rows[1]).toMatchObject({
      action: 'skip',
      notes: [expect.stringContaining("'p404'")],
    });
    const { events } = decideImport(plan, { entities: [11], relationships: [] }, command, state);
    expect(events.map((e) => e.type)).toEqual(['EntityRegistered']);
  });
});
