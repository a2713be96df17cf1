import { Eye } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDay } from '@/lib/format';
import { humanizeCode } from '@/lib/format-values';
import type { BeneficialOwnerRecord } from '../../api/get-beneficial-owners';
import { Table, Td, Th } from '../compliance-table';
import { documentProgress, formatOwnership, pathText } from './bo-labels';

interface BeneficialOwnersTableProps {
  owners: readonly BeneficialOwnerRecord[];
  /** The table's accessible name: the current owners, or those who had ceased by the day shown. */
  label?: string;
  onDetails: (owner: BeneficialOwnerRecord) => void;
  /** The owners who ceased to be beneficial owners: their Status says so. */
  former?: boolean;
}

/** When it became a beneficial owner and ceased to be one; unknown (holdings without a start date) as a dash. */
function OwnerPeriod({ owner: { becameOwnerOn, ceasedOn } }: { owner: BeneficialOwnerRecord }) {
  return (
    <div className="grid text-xs">
      <span>Became one on {becameOwnerOn ? formatDay(becameOwnerOn) : '—'}</span>
      {ceasedOn ? <span>Ceased on {formatDay(ceasedOn)}</span> : null}
    </div>
  );
}

/** Under the name: every interest the person has and every path it holds through (not only the category). */
function OwnerInterests({ owner }: { owner: BeneficialOwnerRecord }) {
  const interests = owner.interests ?? [];
  if (interests.length === 0 && owner.paths.length === 0) return null;
  return (
    <ul
      aria-label={`Interests of ${owner.name}`}
      className="mt-1 grid text-xs font-normal text-muted-foreground"
    >
      {interests.map((interest) => (
        <li key={interest}>{interest}</li>
      ))}
      {owner.paths.map((path, index) => (
        <li key={index}>
          {pathText(path)} ({formatOwnership(path.percentage)})
        </li>
      ))}
    </ul>
  );
}

export function BeneficialOwnersTable({
  owners,
  onDetails,
  label = 'Beneficial owners',
  former = false,
}: BeneficialOwnersTableProps) {
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          <Th>Name</Th>
          <Th>Ownership</Th>
          <Th>Status</Th>
          <Th>Category</Th>
          <Th>
            <abbr title="Beneficial owner">BO</abbr> period
          </Th>
          <Th>Documents</Th>
          <Th className="text-right">Actions</Th>
        </tr>
      </thead>
      <tbody>
        {owners.map((owner) => {
          const progress = documentProgress(owner.documentStatus);
          return (
            <tr key={owner.individualId}>
              <Td className="font-medium">
                {owner.name}
                <OwnerInterests owner={owner} />
              </Td>
              <Td>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="tabular-nums">{formatOwnership(owner.totalOwnership)}</span>
                  {owner.hasEffectiveControl ? <Badge variant="outline">Effective Control</Badge> : null}
                </div>
              </Td>
              <Td>
                {former ? (
                  // A former owner was one until the day shown beside it; the badge says what they are now
                  <Badge variant="outline">Former Beneficial Owner</Badge>
                ) : owner.isBeneficialOwner ? (
                  <Badge variant="success">Beneficial Owner</Badge>
                ) : (
                  <Badge variant="secondary">Not Qualifying</Badge>
                )}
              </Td>
              <Td>{owner.category ? humanizeCode(owner.category) : 'Direct Shareholder'}</Td>
              <Td className="whitespace-nowrap">
                <OwnerPeriod owner={owner} />
              </Td>
              <Td className="min-w-28">
                <div
                  role="progressbar"
                  aria-label={`Documents of ${owner.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(progress)}
                  className="h-2 overflow-hidden rounded-full bg-muted"
                >
                  <div className="h-full bg-primary" style={{ width: `${progress}%` }} />
                </div>
              </Td>
              <Td className="text-right">
                <Button size="sm" variant="ghost" onClick={() => onDetails(owner)}>
                  <Eye aria-hidden />
                  Details
                </Button>
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
