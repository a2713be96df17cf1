import { Link } from 'react-router-dom';
import type { EntityType } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { useEntityFilings } from '../../api/get-filings';
import { AddFilingDialog } from './add-filing-dialog';
import { FilingRequirementsPanel } from './filing-requirements-panel';

interface EntityFilingsPanelProps {
  entity: { id: number; type: EntityType };
  title?: string;
  description?: string;
}

/** One entity's filings with Add Filing: the compliance pages and the trust detail Filings tab. */
export function EntityFilingsPanel({ entity, title, description }: EntityFilingsPanelProps) {
  const filingsQuery = useEntityFilings(entity.id);
  return (
    <FilingRequirementsPanel
      title={title}
      description={description ?? 'Statutory filings and their deadlines for this entity.'}
      filingsQuery={filingsQuery}
      context="entity"
      action={
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to={`/deadlines?view=list&entityId=${entity.id}`}>Open in Deadlines</Link>
          </Button>
          <AddFilingDialog entity={entity} />
        </div>
      }
    />
  );
}
