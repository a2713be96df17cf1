import { BodsImportPage } from '@/features/bods/components/bods-import-page';

export function BodsImportRoute() {
  return <BodsImportPage />;
}
