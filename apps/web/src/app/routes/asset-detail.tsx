import { useNavigate, useParams } from 'react-router-dom';
import { AssetDetail } from '@/features/assets/components/asset-detail';
import { AssetLoader } from '@/features/assets/components/asset-loader';
import { RecordHistoryPanel } from '@/features/history/components/record-history-panel';

export function AssetDetailRoute() {
  const { assetId } = useParams();
  const navigate = useNavigate();
  return (
    <AssetLoader key={assetId} assetId={Number(assetId)}>
      {(asset) => (
        <AssetDetail
          asset={asset}
          onDeleted={() => navigate('/assets', { flushSync: true })}
          history={<RecordHistoryPanel collapsible subject={{ type: 'asset', id: asset.id }} />}
        />
      )}
    </AssetLoader>
  );
}
