import { TrashPage } from '@/features/trash/components/trash-page';

export function TrashRoute() {
  return <TrashPage />;
}
