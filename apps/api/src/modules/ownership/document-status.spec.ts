import type { DocumentView } from '@ledgerline/contracts';
import { documentsAwaitingReview, documentStatusOf, documentsValidUntil } from './document-status';

const TODAY = '2026-11-28';
const doc = (documentType: string, validationStatus: string, expirationDate: string | null): DocumentView =>
  ({ documentType, validationStatus, expirationDate }) as DocumentView;

describe('documentsValidUntil', () => {
  it('is the earliest of the valid kinds, each at its longest-lasting valid document', () => {
    const documents = [
      doc('id_document', 'valid', '2027-03-01'),
      doc('passport', 'valid', '2029-01-31'),
      doc('proof_of_address', 'valid', '2027-06-30'),
      doc('declaration', 'pending', '2026-12-01'),
    ];
    expect(documentStatusOf(documents, TODAY)).toEqual({
      idDocument: 'valid',
      proofOfAddress: 'valid',
      declaration: 'missing',
    });
    expect(documentsAwaitingReview(documents, TODAY)).toEqual(['declaration']);
    expect(documentStatusOf([doc('declaration', 'invalid', null)], TODAY).declaration).toBe('missing');
    expect(documentStatusOf([doc('declaration', 'pending', '2026-11-01')], TODAY).declaration).toBe(
      'expired',
    );
    expect(documentsValidUntil(documents, TODAY)).toBe('2027-06-30');
  });

  it('leaves out expired documents, and is null when nothing valid expires or nothing is valid', () => {
    expect(
      documentsValidUntil(
        [doc('id_document', 'valid', '2026-11-27'), doc('proof_of_address', 'valid', '2027-01-15')],
        TODAY,
      ),
    ).toBe('2027-01-15');
    expect(documentsValidUntil([doc('id_document', 'valid', null)], TODAY)).toBeNull();
    expect(documentsValidUntil([doc('id_document', 'invalid', '2030-01-01')], TODAY)).toBeNull();
    expect(documentsValidUntil([], TODAY)).toBeNull();
  });
});
