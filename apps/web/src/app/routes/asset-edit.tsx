import { Link, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AssetLoader } from '@/features/assets/components/asset-loader';
import { EditAssetForm } from '@/features/assets/components/edit-asset-form';

export function AssetEditRoute() {
  const { assetId } = useParams();
  const navigate = useNavigate();
  const detailPath = `/assets/${assetId}`;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to={detailPath}>
          <ArrowLeft aria-hidden />
          Back to Asset
        </Link>
      </Button>
      <AssetLoader key={assetId} assetId={Number(assetId)}>
        {(asset) => (
          <EditAssetForm
            asset={asset}
            onSaved={() => navigate(detailPath)}
            onCancel={() => navigate(detailPath)}
          />
        )}
      </AssetLoader>
    </div>
  );
}
