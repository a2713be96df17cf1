import type { RelationshipView } from '@ledgerline/contracts';
import { DescriptionItem as Detail } from '@/components/ui/description-list';
import { formatDay } from '@/lib/format';
import { humanize } from '@/lib/humanize';
import { RelationshipStatusBadge } from './relationship-cells';
import { formatPercentage, relationshipTypeLabel } from './relationship-labels';
import { isTrustRole } from './relationship-payload';

const yesNo = (value: boolean | null) => (value === null ? 'N/A' : value ? 'Yes' : 'No');

export function RelationshipFieldsList({ relationship }: { relationship: RelationshipView }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-2">
      <Detail label="Relationship Type">{relationshipTypeLabel(relationship.type)}</Detail>
      <Detail label="Ownership %">{formatPercentage(relationship.ownershipPercentage)}</Detail>
      <Detail label="Start Date">{formatDay(relationship.startDate)}</Detail>
      <Detail label="End Date">{formatDay(relationship.endDate)}</Detail>
      <Detail label="Status">
        <RelationshipStatusBadge isActive={relationship.isActive} />
      </Detail>
      <Detail label="Created At">{formatDay(relationship.createdAt)}</Detail>
      {isTrustRole(relationship.type) ? (
        <>
          <Detail label="Ownership Category">{humanize(relationship.ownershipCategory) || 'N/A'}</Detail>
          <Detail label="Nature of Interest">{humanize(relationship.natureOfInterest) || 'N/A'}</Detail>
          {relationship.type === 'beneficiary' ? (
            <Detail label="Trust Benefit Type">{humanize(relationship.trustBenefitType) || 'N/A'}</Detail>
          ) : null}
          <Detail label="Effective Control">{yesNo(relationship.effectiveControl)}</Detail>
        </>
      ) : null}
      {relationship.overAllocationReason ? (
        <Detail label="Over-allocation Reason" className="sm:col-span-2">
          {relationship.overAllocationReason}
        </Detail>
      ) : null}
      <Detail label="Notes" className="sm:col-span-2">
        {relationship.notes || 'No notes provided.'}
      </Detail>
    </dl>
  );
}
