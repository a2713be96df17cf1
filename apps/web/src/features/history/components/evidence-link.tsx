import type { RecordChangeView } from '@ledgerline/contracts';

/** " (evidence: transfer-form.pdf)", the file linked while the document is kept. */
export function EvidenceLink({ evidence }: { evidence: RecordChangeView['evidence'] }) {
  if (!evidence) return null;
  const name = evidence.name ?? `document #${evidence.id}`;
  return (
    <>
      {' (evidence: '}
      {evidence.removed ? (
        `${name}, removed`
      ) : (
        <a className="underline" href={`/api/compliance/files/${evidence.id}/download`}>
          {name}
        </a>
      )}
      {')'}
    </>
  );
}
