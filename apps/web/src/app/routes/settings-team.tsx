import { TeamPage } from '@/features/team/components/team-page';

export function SettingsTeamRoute() {
  return <TeamPage />;
}
