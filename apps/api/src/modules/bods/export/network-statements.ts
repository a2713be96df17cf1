import { computeBeneficialOwners } from '@ledgerline/ownership';
import { DEFAULT_BO_THRESHOLD } from '@ledgerline/contracts';
import type { BodsStatement } from '../bods.types';
import { entityRecordId } from './bods-ids';
import { type CompanyNetwork, ownershipGraphOf } from './company-network';
import { ownerStatements } from './owner-statements';
import { RegisterFold, type RegisterEvent } from './register-fold';
import { StatementBuilder } from './statement-builder';

export interface NetworkDeclaration {
  accountId: number;
  /** The company or trust declared. */
  entityId: number;
  /** The account's day. */
  today: string;
  /** When the account's stream last changed: the day its computed owners are declared. */
  lastRecordedAt: string | null;
}

/**
 * A company's network upwards as BODS statements: each of its records' revisions in log order (from `events`,
 * which hold at least every event of those records, in log order), then its computed beneficial owners.
 */
export function networkStatements(
  network: CompanyNetwork,
  events: Iterable<RegisterEvent>,
  { accountId, entityId, today, lastRecordedAt }: NetworkDeclaration,
): BodsStatement[] {
  const fold = new RegisterFold();
  const builder = new StatementBuilder(fold, {
    accountId,
    publicationDate: today,
    declarationSubject: entityRecordId(entityId),
    include: (change) =>
      change.kind === 'entity' ? network.entityIds.has(change.id) : network.relationshipIds.has(change.id),
  });
  const statements: BodsStatement[] = [];
  for (const event of events) statements.push(...builder.push(fold.apply(event)));
  statements.push(...builder.flush());
  const owners = computeBeneficialOwners(ownershipGraphOf(fold, network.entityIds), entityId, {
    threshold: DEFAULT_BO_THRESHOLD,
    asOf: today,
  });
  statements.push(
    ...ownerStatements(fold, owners, {
      accountId,
      subjectId: entityId,
      publicationDate: today,
      statementDate: lastRecordedAt ?? `${today}T00:00:00Z`,
    }),
  );
  return statements;
}
