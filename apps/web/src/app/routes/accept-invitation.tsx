import { useParams } from 'react-router-dom';
import { AcceptInvitationPage } from '@/features/team/components/accept-invitation-page';

export function AcceptInvitationRoute() {
  const { token = '' } = useParams();
  return <AcceptInvitationPage key={token} token={token} />;
}
