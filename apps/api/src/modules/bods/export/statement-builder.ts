import {
  BODS_VERSION,
  type BodsAnnotation,
  type BodsStatement,
  LEDGERLINE_ANNOTATION,
  PUBLISHER,
  type RecordStatus,
} from '../bods.types';
import { endsOf, recordDetailsOfEntity, recordDetailsOfRelationship } from './bods-records';
import { entityRecordId, relationshipRecordId, statementIdOf } from './bods-ids';
import type { RecordChange, RegisterFold } from './register-fold';

export interface StatementContext {
  accountId: number;
  /** The day of the export, in the account's zone. */
  publicationDate: string;
  /** The declaration subject of every statement (a company's network), or null: each record's own. */
  declarationSubject: string | null;
  /** The account's zone: a change recorded without an effective day takes effect on its day there. */
  timeZone?: string;
  /** Which records to state (a company's network); all when absent. */
  include?: (change: RecordChange) => boolean;
}

export const publicationDetails = (publicationDate: string) => ({
  publicationDate,
  bodsVersion: BODS_VERSION,
  publisher: { name: PUBLISHER },
});
export const SOURCE = {
  type: ['selfDeclaration'],
  description: "Recorded in the Ledgerline register by the account's users",
};

export const ledgerlineAnnotation = (fields: Record<string, unknown>): BodsAnnotation => ({
  statementPointerTarget: '',
  motivation: 'commenting',
  description: LEDGERLINE_ANNOTATION,
  createdBy: { name: PUBLISHER },
  ledgerline: fields,
});

const mergedStatus = (first: RecordStatus, next: RecordStatus): RecordStatus =>
  first === 'new' && next !== 'closed' ? 'new' : next;

/**
 * Turns the fold's changes into statements in log order. The changes of one append to one record (an
 * individual registered with its details) make one statement; its id hashes the first event's revision.
 */
export class StatementBuilder {
  /** Built when pushed: the next event may change the same record in a later append. */
  private pending: { change: RecordChange; statement: BodsStatement } | null = null;

  constructor(
    private readonly fold: RegisterFold,
    private readonly context: StatementContext,
  ) {}

  push(change: RecordChange | null): BodsStatement[] {
    if (!change || (this.context.include && !this.context.include(change))) return [];
    const pending = this.pending?.change;
    if (
      pending &&
      pending.kind === change.kind &&
      pending.id === change.id &&
      pending.recordedAt === change.recordedAt
    ) {
      const merged = { ...pending, status: mergedStatus(pending.status, change.status) };
      this.pending = { change: merged, statement: this.build(merged) };
      return [];
    }
    const previous = this.pending?.statement;
    this.pending = { change, statement: this.build(change) };
    return previous ? [previous] : [];
  }

  flush(): BodsStatement[] {
    const previous = this.pending?.statement;
    this.pending = null;
    return previous ? [previous] : [];
  }

  private build(change: RecordChange): BodsStatement {
    return change.kind === 'entity' ? this.entityStatement(change) : this.relationshipStatement(change);
  }

  private entityStatement(change: RecordChange): BodsStatement {
    const entity = this.fold.entities.get(change.id)!;
    const recordId = entityRecordId(change.id);
    return this.statement(
      change,
      recordId,
      this.context.declarationSubject ?? recordId,
      entity.type === 'individual' ? 'person' : 'entity',
      entity.live ? change.status : 'closed',
      recordDetailsOfEntity(entity),
      { entityType: entity.type, profile: entity.profile, details: entity.details },
    );
  }

  private relationshipStatement(change: RecordChange): BodsStatement {
    const link = this.fold.relationships.get(change.id)!;
    const { sourceEntityId: _s, targetEntityId: _t, ...fields } = link.fields;
    return this.statement(
      change,
      relationshipRecordId(change.id),
      this.context.declarationSubject ?? entityRecordId(endsOf(link.fields).subjectId),
      'relationship',
      this.fold.relationshipStatus(change),
      recordDetailsOfRelationship(link.fields, this.fold.periodsOf(change.id)),
      { ...fields, removed: link.removed },
    );
  }

  private statement(
    change: RecordChange,
    recordId: string,
    declarationSubject: string,
    recordType: BodsStatement['recordType'],
    recordStatus: RecordStatus,
    recordDetails: Record<string, unknown>,
    ledgerline: Record<string, unknown>,
  ): BodsStatement {
    return {
      statementId: statementIdOf(this.context.accountId, declarationSubject, recordId, change.revision),
      statementDate: change.recordedAt,
      declarationSubject,
      recordId,
      recordType,
      recordStatus,
      recordDetails,
      publicationDetails: publicationDetails(this.context.publicationDate),
      source: SOURCE,
      annotations: [ledgerlineAnnotation(ledgerline)],
    };
  }
}
