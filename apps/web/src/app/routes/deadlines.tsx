import { DeadlinesPage } from '@/features/deadlines/components/deadlines-page';

export function DeadlinesRoute() {
  return <DeadlinesPage />;
}
