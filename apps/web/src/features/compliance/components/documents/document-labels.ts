import { DOCUMENT_TYPES } from '@ledgerline/contracts';
import { humanizeCode } from '@/lib/format-values';

export const documentTypeLabel = (type: string) =>
  type === 'id_document' ? 'ID Document' : humanizeCode(type);

export const documentTypeOptions = DOCUMENT_TYPES.map((value) => ({
  value,
  label: documentTypeLabel(value),
}));

export const validationOptions = ['pending', 'valid', 'invalid', 'expired'].map((value) => ({
  value,
  label: humanizeCode(value),
}));
