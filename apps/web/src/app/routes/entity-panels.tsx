import type { ComponentProps } from 'react';
import { EntityAssetsPanel } from '@/features/entities/components/entity-assets-panel';
import { EntityRelationshipsPanel } from '@/features/entities/components/entity-relationships-panel';
import { useAssetLimit } from './asset-limit';
import { useRelationshipLimit } from './relationship-limit';

type Unlimited<P> = Omit<P, 'limit'>;

/** An entity page's Relationships tab with the plan's relationship limit (its add buttons disabled at it). */
export function RelationshipsTab(props: Unlimited<ComponentProps<typeof EntityRelationshipsPanel>>) {
  return <EntityRelationshipsPanel {...props} limit={useRelationshipLimit()} />;
}

/** An entity page's Assets tab with the plan's asset limit (Add Asset disabled at it). */
export function AssetsTab(props: Unlimited<ComponentProps<typeof EntityAssetsPanel>>) {
  return <EntityAssetsPanel {...props} limit={useAssetLimit()} />;
}
