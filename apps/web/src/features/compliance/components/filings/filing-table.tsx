import { CheckCircle2 } from 'lucide-react';
import type { FilingRequirementView } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { formatDay } from '@/lib/format';
import { cn } from '@/lib/utils';
import { Table, Td, Th } from '../compliance-table';
import { dueTone, dueToneClass, filingTypeLabel, isOpenFiling } from '@/lib/filings/filing-labels';
import { FilingStatusBadge } from '@/components/filings/filing-status-badge';
import { ProvisionalBadge } from '@/components/filings/provisional-badge';
import { RequireRole } from '@/components/require-role';

interface FilingTableProps {
  filings: readonly FilingRequirementView[];
  showEntity?: boolean;
  onMarkSubmitted?: (filing: FilingRequirementView) => void;
  pendingId?: number | null;
}

export function FilingTable({ filings, showEntity, onMarkSubmitted, pendingId }: FilingTableProps) {
  return (
    <Table aria-label="Filing requirements">
      <thead>
        <tr>
          {showEntity ? <Th>Entity</Th> : null}
          <Th>Type</Th>
          <Th>Due Date</Th>
          <Th>Status</Th>
          <Th>Submission Date</Th>
          <Th>Notes</Th>
          {onMarkSubmitted ? <Th className="text-right">Actions</Th> : null}
        </tr>
      </thead>
      <tbody>
        {filings.map((filing) => (
          <tr key={filing.id} data-testid={`filing-${filing.id}`}>
            {showEntity ? <Td>{filing.entity?.name ?? `Entity #${filing.entityId}`}</Td> : null}
            <Td className="font-medium">{filingTypeLabel(filing.requirementType)}</Td>
            <Td className={cn(dueToneClass[dueTone(filing)])}>
              <span className="flex flex-wrap items-center gap-2">
                {formatDay(filing.dueDate)}
                {filing.provisional ? <ProvisionalBadge /> : null}
              </span>
            </Td>
            <Td>
              <FilingStatusBadge status={filing.status} />
            </Td>
            <Td>{filing.submissionDate ? formatDay(filing.submissionDate) : 'Not submitted'}</Td>
            <Td className="max-w-64 truncate">{filing.notes || '-'}</Td>
            {onMarkSubmitted ? (
              <Td className="text-right">
                {isOpenFiling(filing) ? (
                  <RequireRole permission="edit">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={pendingId === filing.id}
                      onClick={() => onMarkSubmitted(filing)}
                    >
                      <CheckCircle2 aria-hidden />
                      Mark Submitted
                    </Button>
                  </RequireRole>
                ) : null}
              </Td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
