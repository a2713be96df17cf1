import type { TrashItemView } from '@ledgerline/contracts';
import { ErasePersonalDataButton } from '@/features/privacy/components/erase-personal-data-button';
import { TrashPage } from '@/features/trash/components/trash-page';

/** An individual in the Trash is still under the retention rules: erasing it early needs a reason (0032). */
const eraseAction = (item: TrashItemView) =>
  item.type === 'individual' ? (
    <ErasePersonalDataButton target={{ entityId: item.entityId, name: item.name, early: true }} />
  ) : null;

export function TrashRoute() {
  return <TrashPage actionsFor={eraseAction} />;
}
