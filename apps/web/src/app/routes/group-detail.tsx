import { useParams } from 'react-router-dom';
import { GroupDetail } from '@/features/groups/components/group-detail';

export function GroupDetailRoute() {
  const { groupId = '' } = useParams();
  return <GroupDetail key={groupId} groupIdParam={groupId} />;
}
