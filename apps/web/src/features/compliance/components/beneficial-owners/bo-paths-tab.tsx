import { ChevronRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { BeneficialOwnerRecord } from '../../api/get-beneficial-owners';
import { formatOwnership, PATH_LINK_LABELS } from './bo-labels';

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
            {path.declaredIndirect ? (
              <Badge variant="secondary">declared indirect (chain unknown)</Badge>
            ) : null}
            {path.steps[1]?.link && path.steps[1].link !== 'nominee_for' ? (
              <span className="text-xs text-muted-foreground">deemed under s56(2) of the Companies Act</span>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-1 text-sm">
            {path.steps.map((step, stepIndex) => (
              <span key={`${step.entityId}-${stepIndex}`} className="flex items-center gap-1">
                {stepIndex > 0 ? <ChevronRight className="size-4 text-muted-foreground" aria-hidden /> : null}
                {step.entityName}
                {step.link ? (
                  <span className="text-muted-foreground">({PATH_LINK_LABELS[step.link] ?? step.link})</span>
                ) : null}
              </span>
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}
