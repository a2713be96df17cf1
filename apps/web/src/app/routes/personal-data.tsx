import { PersonalDataPage } from '@/features/privacy/components/personal-data-page';

export function PersonalDataRoute() {
  return <PersonalDataPage />;
}
