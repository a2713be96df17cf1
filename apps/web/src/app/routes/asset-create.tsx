import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CreateAssetForm } from '@/features/assets/components/create-asset-form';
import { EntityLimitAlert } from '@/features/entities/components/entity-limit-alert';
import { entityLimitTooltip } from '@/features/entities/components/entity-limit-texts';
import { assetKind, useAssetLimit } from './asset-limit';

/** Spec 001 section 2: entityId (query or navigation state) preselects the owner. */
export function AssetCreateRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as { entityId?: number | string };
  const ownerEntityId = Number(params.get('entityId') ?? state.entityId);
  const limit = useAssetLimit();
  const validOwner = Number.isSafeInteger(ownerEntityId) && ownerEntityId > 0 ? ownerEntityId : undefined;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to="/assets">
          <ArrowLeft aria-hidden />
          Back to Assets
        </Link>
      </Button>
      {limit ? <EntityLimitAlert limit={limit} kind={assetKind} /> : null}
      <CreateAssetForm
        key={validOwner ?? 'none'}
        ownerEntityId={validOwner}
        limitReached={limit?.hasReachedEntityLimit ?? false}
        limitHint={limit ? entityLimitTooltip(limit, 'assets') : undefined}
        onCreated={(asset) => navigate(`/assets/${asset.id}`)}
        onCancel={() => navigate('/assets')}
      />
    </div>
  );
}
