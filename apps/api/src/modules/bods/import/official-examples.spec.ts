import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { computeBeneficialOwners, type OwnershipGraph } from '@ledgerline/ownership';
import { accountRegister, type AccountRegisterState } from '../../accounts/domain/account-register.state';
import { accountOpened, given } from '../../../testing/given-events';
import { bodsValidators } from '../bods-schema';
import { planImport } from './bods-import-plan';
import { decideImport } from './bods-import.decider';

const { statement: validate } = bodsValidators();
const example = (name: string): unknown[] =>
  JSON.parse(readFileSync(join(__dirname, '../fixtures/official', `${name}.json`), 'utf8'));

/** The official example imported into an empty account: the plan, and the register the apply leaves. */
function imported(name: string) {
  const empty = given(accountOpened('enterprise'));
  const plan = planImport(example(name), empty, validate);
  const ids = {
    entities: plan.entities.map((_, i) => i + 1),
    relationships: plan.links.map((_, i) => i + 1),
  };
  const { events, entityIds } = decideImport(plan, ids, { actorUserId: 1, today: '2026-12-01' }, empty);
  const state = events.reduce<AccountRegisterState>((s, e) => accountRegister.evolve(s, e), empty);
  return { plan, state, entityIds };
}

function graphOf(state: AccountRegisterState): OwnershipGraph {
  return {
    entities: [...state.entities].map(([id, e]) => ({ id, name: String(e.profile.name), type: e.type })),
    relationships: [...state.relationships].map(([id, r]) => ({ ...r, id, type: r.relationshipType })),
  };
}

/** name -> [total %, beneficial owner] of the entity named, as of the day given (today when none). */
function ownersOf(state: AccountRegisterState, entityName: string, asOf?: string) {
  const graph = graphOf(state);
  const entity = graph.entities.find((e) => e.name === entityName)!;
  return Object.fromEntries(
    computeBeneficialOwners(graph, entity.id, { asOf }).owners.map((o) => [
      o.name,
      [o.totalOwnership, o.isBeneficialOwner],
    ]),
  );
}

const typesOf = (state: AccountRegisterState) => [...state.entities.values()].map((e) => e.type).sort();

describe('the official BODS 0.4 examples keep every declared interest', () => {
  it.each([
    ['indirect-ownership', 'Company A', { 'Person 1': [30, true] }],
    ['mixed-direct-and-indirect-ownership', 'Company A', { 'Person 1': [100, true] }],
    ['multiple-indirect-ownership', 'Company B', { 'Person 1': [60, true] }],
  ])('%s: the person declared through an intermediate company owns %s', (name, company, owners) => {
    const { plan, state } = imported(name);
    expect(plan.preview.problems).toEqual([]);
    expect(ownersOf(state, company)).toEqual(owners);
    const declared = [...state.relationships.values()].filter(
      (r) => r.ownershipCategory === 'declared_indirect',
    );
    expect(declared).toHaveLength(1);
    expect(declared[0].notes).toMatch(/declared indirect \(chain unknown\)/);
  });

  it('mutilple-indirect-ownership-2: the declared owner is kept', () => {
    const { plan, state } = imported('mutilple-indirect-ownership-2');
    expect(plan.preview.problems).toEqual([]);
    const subject = plan.preview.rows.find((r) => r.recordType === 'entity' && r.action === 'create')!;
    const owners = Object.values(ownersOf(state, subject.name)) as [number, boolean][];
    expect(owners.some(([, isOwner]) => isOwner)).toBe(true);
  });

  it('nomination: no trust; the nominee sits on the board and the nominator is an owner through the nomination', () => {
    const { plan, state } = imported('nomination');
    expect(plan.preview.problems).toEqual([]);
    expect(typesOf(state)).toEqual(['company', 'individual', 'individual']);
    expect(plan.preview.create.trusts).toBe(0);
    expect(ownersOf(state, 'Los Corazones de Plata')).toMatchObject({
      'Silvia Teixeira Perez': [0, true],
    });
    const links = [...state.relationships.values()].map((r) => [
      String(state.entities.get(r.sourceEntityId)?.profile.name),
      r.relationshipType,
      r.ownershipCategory,
    ]);
    expect(links).toContainEqual(['Vanessa Rivero', 'director', null]);
    const arrangement = plan.preview.rows.find((r) => r.name === 'Perez-Rivero nomination')!;
    expect(arrangement).toMatchObject({ action: 'skip', kind: 'arrangement (nomination)' });
  });

  it('joint-ownership: no trust; each joint holder holds their share of the company', () => {
    const { plan, state } = imported('joint-ownership');
    expect(plan.preview.problems).toEqual([]);
    expect(typesOf(state)).toEqual(['company', 'individual', 'individual']);
    expect(ownersOf(state, 'CHRINON LTD')).toEqual({
      'Natalie Coleman': [50, true],
      'Roberto Lopez': [50, true],
    });
  });

  it('says per statement what could not be kept', () => {
    const { plan } = imported('nomination');
    expect(plan.preview.notKept).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          statementId: expect.any(String),
          message: expect.stringMatching(/nomination.*not a register entity/),
        }),
      ]),
    );
    expect(imported('indirect-ownership').plan.preview.notKept.map((n) => n.message)).toEqual([
      "birth date '1965-11' is not a full date; not recorded",
      "an interest of no stated type recorded as an 'other' link: its nature is not kept",
    ]);
  });

  it('fermcat: a file with history imports its history, so past days read the past', () => {
    const { plan, state } = imported('fermcat');
    expect(plan.preview.problems).toEqual([]);
    expect(ownersOf(state, 'Fermcat Ltd', '2020-01-01')).toEqual({
      'Riyadh Byrne-Amin': [50, true],
      "Patrick O'Donohue": [50, true],
    });
    expect(ownersOf(state, 'Fermcat Ltd', '2021-06-01')).toEqual({
      'Declan Byrne-Amin': [50, true],
      "Patrick O'Donohue": [50, true],
    });
    expect(ownersOf(state, 'Fermcat Ltd', '2022-06-01')).toEqual({ "Patrick O'Donohue": [100, true] });
  });

  it.each(
    [
      'bods-package-annotations',
      'bods-package-entity-owning-entity',
      'bods-package-fi-soe',
      'bods-package-linking-annotations',
      'bods-package',
      'full-pep-declaration',
      'levent',
      'listed-company-exempt-from-disclosure',
      'multiple-tax-residencies',
      'plc-entity-statement',
      'simple-pep-declaration',
      'tecido',
    ].map((name) => [name]),
  )('%s imports without a problem', (name) => {
    expect(imported(name).plan.preview.problems).toEqual([]);
  });
});
