import { useDocuments } from '@/features/compliance/api/get-documents';
import type { EvidenceDocument } from '@/features/relationships/components/ownership-change-fields';

/**
 * The documents an ownership change may cite as its evidence: those of both ends of the link, where its share
 * transfer form or resolution is filed.
 */
export function useEvidenceDocuments(sourceEntityId: number, targetEntityId: number): EvidenceDocument[] {
  const source = useDocuments(sourceEntityId).data ?? [];
  const target = useDocuments(targetEntityId).data ?? [];
  const ends = sourceEntityId === targetEntityId ? [source] : [source, target];
  return ends.flat().map((document) => ({ id: document.id, name: document.originalName }));
}
