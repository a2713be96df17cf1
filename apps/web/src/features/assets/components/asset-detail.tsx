import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import type { AssetView } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteAsset } from '../api/delete-asset';
import { AssetInformationCard, AssetOwnerCard } from './asset-cards';
import { RequireRole } from '@/components/require-role';

interface AssetDetailProps {
  asset: AssetView;
  onDeleted: () => unknown;
  /** The asset's history, composed by the route from the history feature. */
  history?: React.ReactNode;
}

/** Spec 001 'Assets' detail: information and owner cards, Edit, Delete via the 'Delete Asset' dialog. */
export function AssetDetail({ asset, onDeleted, history }: AssetDetailProps) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const deleteMutation = useDeleteAsset({ onSuccess: onDeleted });
  return (
    <div className="space-y-6">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to="/assets">
          <ArrowLeft aria-hidden />
          Back to Assets
        </Link>
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{asset.name}</h1>
        <RequireRole permission="edit">
          <div className="flex gap-2">
            <Button variant="outline" asChild>
              <Link to={`/assets/${asset.id}/edit`}>
                <Pencil aria-hidden />
                Edit
              </Link>
            </Button>
            <Button variant="destructive" onClick={() => setConfirmOpen(true)}>
              <Trash2 aria-hidden />
              Delete
            </Button>
          </div>
        </RequireRole>
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <AssetInformationCard asset={asset} />
        <AssetOwnerCard asset={asset} />
      </div>
      {history}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete Asset"
        description={`Are you sure you want to delete ${asset.name}? This action cannot be undone.`}
        pending={deleteMutation.isPending}
        onConfirm={() => deleteMutation.mutate(asset.id, { onSettled: () => setConfirmOpen(false) })}
      />
    </div>
  );
}
