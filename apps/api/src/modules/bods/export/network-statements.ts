import { DEFAULT_BO_THRESHOLD } from '@ledgerline/contracts';
import type { BodsStatement } from '../bods.types';
import { entityRecordId } from './bods-ids';
import type { CompanyNetwork } from './company-network';
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
  /** The account's zone: a change recorded without an effective day takes effect on its day there. */
  timeZone?: string;
}

/**
 * A company's network upwards as BODS statements: each of its records' revisions in log order (from `events`,
 * which hold at least every event of those records, in log order), then its computed beneficial owners.
 */
export function networkStatements(
  network: CompanyNetwork,
  events: Iterable<RegisterEvent>,
  { accountId, entityId, today, lastRecordedAt, timeZone }: NetworkDeclaration,
): BodsStatement[] {
  const fold = new RegisterFold(timeZone);
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
  const owners = ownerStatements(fold, {
    accountId,
    subjectId: entityId,
    publicationDate: today,
    statementDate: lastRecordedAt ?? `${today}T00:00:00Z`,
    threshold: DEFAULT_BO_THRESHOLD,
    entityIds: network.entityIds,
  });
  // A link an owner's statement rests on is its component, not a second declaration of the pair (BODS 0.4).
  for (const statement of statements)
    if (owners.components.has(statement.recordId))
      statement.recordDetails = { ...statement.recordDetails, isComponent: true };
  return [...statements, ...owners.statements];
}
