import { FileCheck2, FileClock, FileSearch, FileX2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDay } from '@/lib/format';
import type { BeneficialOwnerRecord, DocumentState } from '../../api/get-beneficial-owners';

const CARDS = [
  { key: 'idDocument', label: 'ID Document' },
  { key: 'proofOfAddress', label: 'Proof of Address' },
  { key: 'declaration', label: 'Declaration' },
] as const;

const STATE = {
  valid: { icon: FileCheck2, variant: 'success', text: 'Valid' },
  awaiting_review: { icon: FileSearch, variant: 'outline', text: 'Uploaded — awaiting review' },
  expired: { icon: FileClock, variant: 'destructive', text: 'Expired' },
  missing: { icon: FileX2, variant: 'secondary', text: 'Missing' },
} as const satisfies Record<DocumentState | 'awaiting_review', unknown>;

/** Spec 001's 'Documents valid until' note, with the day the first valid document expires. */
function validUntilText(owner: BeneficialOwnerRecord): string {
  if (owner.documentsValidUntil) return `Documents valid until ${formatDay(owner.documentsValidUntil)}`;
  const anyValid = Object.values(owner.documentStatus).includes('valid');
  return anyValid
    ? 'Documents valid until: no expiry date recorded'
    : 'Documents valid until: no valid documents yet';
}

export function BoDocumentsTab({ owner, onManage }: { owner: BeneficialOwnerRecord; onManage: () => void }) {
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        {CARDS.map((card) => {
          const awaiting = owner.documentsAwaitingReview?.includes(card.key);
          const state = awaiting
            ? STATE.awaiting_review
            : (STATE[owner.documentStatus[card.key]] ?? STATE.missing);
          const Icon = state.icon;
          return (
            <div key={card.key} className="flex items-center gap-3 rounded-md border p-3">
              <Icon className="size-6 text-muted-foreground" aria-hidden />
              <div className="grid gap-1">
                <span className="text-sm font-medium">{card.label}</span>
                <Badge variant={state.variant}>{state.text}</Badge>
              </div>
            </div>
          );
        })}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onManage}>
          Manage Documents
        </Button>
        <Button variant="link" asChild>
          {/* Uploaded documents count once reviewed as valid; the review is on the individual's page. */}
          <Link to={`/individuals/${owner.individualId}?tab=documents`}>Review documents</Link>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground" data-testid="documents-valid-until">
        {validUntilText(owner)}
      </p>
      <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
        For trusts, the following parties are treated as beneficial owners: founders, donors and settlors;
        trustees; beneficiaries; and any person with effective control of the trust.
      </p>
    </div>
  );
}
