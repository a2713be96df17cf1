import { documentFieldsSchema } from '@ledgerline/contracts';
import {
  ACCOUNT_ID,
  accountOpened,
  documentRemoved,
  documentUploaded,
  entityDeleted,
  entityRegistered,
  given,
  refusalOf,
  subscriptionChanged,
} from '../../../testing/given-events';
import type { StoredContent } from './document.deciders';
import {
  decideEraseDocumentFile,
  decideRemoveDocument,
  decideUpdateDocument,
  decideUploadDocument,
} from './document.deciders';

const accountId = ACCOUNT_ID;
const MB = 1024 * 1024;
/** Events as the store hands them to the evolver: with the day they were recorded. */
const on = <E extends object>(day: string, fact: E) => ({
  ...fact,
  metadata: { recordedAt: `${day}T09:00:00Z` },
});
const uploaded = (documentId: number, size = MB, day = '2025-11-25') =>
  on(day, documentUploaded(documentId, size));
const removed = (documentId: number, day: string, reason: 'deleted' | 'entity_deleted' = 'deleted') =>
  on(day, documentRemoved(documentId, reason));
/** The form fields of an upload as documentUploaded records them. */
const fields = documentFieldsSchema.parse({});
const content = (size: number): StoredContent => ({
  originalName: 'register.pdf',
  storageKey: `${accountId}/new`,
  mimeType: 'application/pdf',
  size,
  sha256: 'cd'.repeat(32),
});
const upload = (documentId: number, size = MB) => ({
  documentId,
  entityId: 1,
  content: content(size),
  fields,
  uploadedBy: '1',
});
const company = entityRegistered(1, 'company', 'Protea Holdings');

describe('UploadDocument decider: the plan caps documents and their bytes', () => {
  const twoHundred = Array.from({ length: 200 }, (_, i) => uploaded(100 + i, 1000));

  it('refuses the 201st document on the free plan, naming the limit', () => {
    const refusal = refusalOf(() =>
      decideUploadDocument(upload(999), given(accountOpened(), company, ...twoHundred)),
    );
    expect(refusal.kind).toBe('forbidden');
    expect(refusal.message).toBe(
      "You've reached your limit of 200 documents. Upgrade your plan to add more.",
    );
  });

  it('accepts it again once a document is deleted, or on a larger plan', () => {
    const state = given(accountOpened(), company, ...twoHundred, removed(100, '2025-12-01'));
    expect(decideUploadDocument(upload(999), state).map((e) => e.type)).toEqual(['DocumentUploaded']);
    const basic = given(accountOpened(), company, ...twoHundred, subscriptionChanged('basic'));
    expect(decideUploadDocument(upload(999), basic)).toHaveLength(1);
  });

  it('refuses a file that would pass the 100 MB storage quota; deleting frees its bytes', () => {
    const nearlyFull = [
      accountOpened(),
      company,
      ...Array.from({ length: 9 }, (_, i) => uploaded(i + 1, 10 * MB)),
    ];
    expect(decideUploadDocument(upload(50, 10 * MB), given(...nearlyFull))).toHaveLength(1);
    const refusal = refusalOf(() => decideUploadDocument(upload(50, 10 * MB + 1), given(...nearlyFull)));
    expect(refusal.code).toBe('PLAN.STORAGE_QUOTA_REACHED');
    expect(refusal.message).toBe(
      'This file would take your documents past your storage quota of 100 MB (90 MB used). ' +
        'Upgrade your plan or delete documents to add more.',
    );
    const freed = given(...nearlyFull, removed(1, '2025-12-01'));
    expect(freed.storedBytes).toBe(80 * MB);
    expect(decideUploadDocument(upload(50, 10 * MB + 1), freed)).toHaveLength(1);
  });
});

describe('EraseDocumentFile decider: retention (Companies Act 7 years, FIC Act 5 after the relationship)', () => {
  const history = [accountOpened(), company, uploaded(5, MB, '2025-11-25')];
  const erase = (today: string) => ({ documentId: 5, today });

  it('never erases while the entity is in the register, and says until when the file is kept at least', () => {
    const state = given(...history, removed(5, '2026-01-10'));
    expect(refusalOf(() => decideEraseDocumentFile(erase('2040-01-01'), state)).message).toBe(
      'The file of this document is kept while its entity is in the register and for 5 years after it is ' +
        'deleted, at least until 2032-11-25 (retention); it cannot be erased yet',
    );
    expect(refusalOf(() => decideEraseDocumentFile(erase('2040-01-01'), given(...history))).kind).toBe(
      'conflict',
    );
  });

  it('erases from the later of 7 years after the upload and 5 years after the entity was deleted', () => {
    const early = given(...history, removed(5, '2026-01-10'), on('2026-03-01', entityDeleted(1, 'company')));
    expect(refusalOf(() => decideEraseDocumentFile(erase('2032-11-24'), early)).message).toBe(
      'The file of this document is kept under the retention rules; it may be erased from 2032-11-25',
    );
    expect(decideEraseDocumentFile(erase('2032-11-25'), early)).toEqual([
      {
        type: 'DocumentFileErased',
        data: { documentId: 5, accountId, storageKey: `${accountId}/5`, retainedUntil: '2032-11-25' },
      },
    ]);
    const late = given(
      ...history,
      removed(5, '2029-06-30', 'entity_deleted'),
      on('2029-06-30', entityDeleted(1, 'company')),
    );
    expect(refusalOf(() => decideEraseDocumentFile(erase('2034-06-29'), late)).message).toContain(
      'from 2034-06-30',
    );
    expect(decideEraseDocumentFile(erase('2034-06-30'), late)).toHaveLength(1);
  });

  it('answers 404 for a document the account never had or whose file is already erased', () => {
    const erased = given(...history, removed(5, '2026-01-10', 'entity_deleted'), {
      type: 'DocumentFileErased',
      data: { documentId: 5, accountId, storageKey: 'k', retainedUntil: '2032-11-25' },
    });
    expect(refusalOf(() => decideEraseDocumentFile(erase('2040-01-01'), erased)).kind).toBe('not_found');
    expect(refusalOf(() => decideRemoveDocument({ documentId: 5 }, erased)).kind).toBe('not_found');
  });
});

describe('UpdateDocument decider: reviewing a document records why', () => {
  const state = () => given(accountOpened(), company, uploaded(7));

  it('refuses to reject without a reason, naming validationNotes', () => {
    const refusal = refusalOf(() =>
      decideUpdateDocument({ documentId: 7, patch: { validationStatus: 'invalid' } }, state()),
    );
    expect(refusal.kind).toBe('invalid');
    expect(refusal.errors).toEqual([
      { field: 'validationNotes', message: 'Give a reason of at least 3 characters to reject a document' },
    ]);
  });

  it('refuses to mark valid without a note, naming validationNotes', () => {
    const rejected = given(accountOpened(), company, uploaded(7));
    const refusal = refusalOf(() =>
      decideUpdateDocument({ documentId: 7, patch: { validationStatus: 'valid' } }, rejected),
    );
    expect(refusal.errors).toEqual([
      {
        field: 'validationNotes',
        message: 'Give a review note of at least 3 characters to mark a document valid',
      },
    ]);
  });

  it('records the rejection with its reason, and a validation with its note', () => {
    const rejected = decideUpdateDocument(
      { documentId: 7, patch: { validationStatus: 'invalid', validationNotes: 'Copy is illegible' } },
      state(),
    );
    expect(rejected[0].data).toMatchObject({
      changes: { validationStatus: { to: 'invalid' }, validationNotes: { to: 'Copy is illegible' } },
    });
    const valid = decideUpdateDocument(
      { documentId: 7, patch: { validationStatus: 'valid', validationNotes: 'Matches the original' } },
      state(),
    );
    expect(valid[0].data).toMatchObject({
      changes: { validationStatus: { to: 'valid' }, validationNotes: { to: 'Matches the original' } },
    });
  });
});
