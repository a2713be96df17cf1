import { ChevronRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { BeneficialOwnerRecord } from '../../api/get-beneficial-owners';
import { formatOwnership } from './bo-labels';

export function BoPathsTab({ owner }: { owner: BeneficialOwnerRecord }) {
  if (owner.paths.length === 0)
    return <p className="text-sm text-muted-foreground">No ownership paths recorded for {owner.name}.</p>;
  return (
    <ol className="space-y-3">
      {owner.paths.map((path, index) => (
        <li key={index} className="rounded-md border p-3">
          <div className="mb-2 flex items-center gap-2">
            <span className="font-medium">Path {index + 1}</span>
            <Badge variant="outline">{formatOwnership(path.percentage)}</Badge>
            {path.declaredIndirect ? <Badge variant="secondary">declared indirect (chain unknown)</Badge> : null}
          </div>
          <div className="flex flex-wrap items-center gap-1 text-sm">
            {path.steps.map((step, stepIndex) => (
              <span key={`${step.entityId}-${stepIndex}`} className="flex items-center gap-1">
                {stepIndex > 0 ? <ChevronRight className="size-4 text-muted-foreground" aria-hidden /> : null}
                {step.entityName}
              </span>
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}
