import { createAssetSchema, createRelationshipSchema } from '@ledgerline/contracts';
import { createEntityRequestSchema } from '../../modules/entities/commands/create-entity/create-entity.schema';
import { planInstallation, SEARCH_TERM } from './seed-plan';

describe('the reads benchmark seed plan', () => {
  const plan = planInstallation(0.1);
  const { measured } = plan;

  it('is the same on every run', () => {
    expect(planInstallation(0.1)).toEqual(plan);
  });

  it('scales the issue sizes: 10,000 + 5,000 in the measured account, 20 accounts of 5,000 more', () => {
    expect(measured.entities).toHaveLength(1000);
    expect(measured.relationships).toHaveLength(500);
    expect(plan.others).toHaveLength(20);
    expect(plan.others.every((account) => account.entities.length === 500)).toBe(true);
  });

  it('plans only requests that the create routes accept', () => {
    const all = [measured, ...plan.others].flatMap((account) => account.entities);
    expect(all.filter((entity) => !createEntityRequestSchema.safeParse(entity).success)).toEqual([]);
    for (const { source, target, ...rest } of measured.relationships) {
      const request = { ...rest, sourceEntityId: source + 1, targetEntityId: target + 1 };
      expect(createRelationshipSchema.safeParse(request).success).toBe(true);
    }
    for (const { owner, ...rest } of measured.assets)
      expect(createAssetSchema.safeParse({ ...rest, ownerEntityId: owner + 1 }).success).toBe(true);
  });

  it('never plans a relationship the register refuses as a duplicate', () => {
    const keys = measured.relationships.map((r) => `${r.source}-${r.target}-${r.type}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('measures beneficial owners of a company four levels below its holding company', () => {
    expect(measured.boCompanyLevel).toBe(4);
    expect(measured.entities[measured.boCompany].type).toBe('company');
    const owned = measured.relationships.filter(
      (r) => r.target === measured.boCompany && r.type === 'shareholder',
    );
    expect(owned.length).toBeGreaterThan(0);
  });

  it('searches a term that matches a few percent of the companies', () => {
    const companies = measured.entities.filter((e) => e.type === 'company');
    const matches = companies.filter((e) => e.name.includes(SEARCH_TERM)).length;
    expect(matches / companies.length).toBeGreaterThan(0.01);
    expect(matches / companies.length).toBeLessThan(0.1);
  });
});
