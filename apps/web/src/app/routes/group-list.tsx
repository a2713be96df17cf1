import { GroupsPage } from '@/features/groups/components/groups-page';

export function GroupListRoute() {
  return <GroupsPage />;
}
