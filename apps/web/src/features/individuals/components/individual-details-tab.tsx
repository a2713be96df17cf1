import type { EntityDetailView } from '@ledgerline/contracts';
import { DescriptionItem as Detail } from '@/components/ui/description-list';
import { formatDay } from '@/lib/format';
import { ID_TYPE_LABELS } from './id-type-labels';

/** Spec 001 'Individuals' Details tab; blanks show N/A. */
export function IndividualDetailsTab({ individual }: { individual: EntityDetailView }) {
  const details = individual.individualDetail;
  return (
    <dl className="grid gap-6 sm:grid-cols-2">
      <Detail label="Date of Birth">{formatDay(details?.dateOfBirth)}</Detail>
      <Detail label="Nationality">{details?.nationality || 'N/A'}</Detail>
      <Detail label="Position">{details?.position || 'N/A'}</Detail>
      <Detail label="Department">{details?.department || 'N/A'}</Detail>
      <Detail label="Occupation">{details?.occupation || 'N/A'}</Detail>
      <Detail label="ID Type">
        {details?.idType ? (ID_TYPE_LABELS[details.idType] ?? details.idType) : 'N/A'}
      </Detail>
      <Detail label="ID Number">{details?.idNumber || 'N/A'}</Detail>
      <Detail label="Phone">{individual.phone || 'N/A'}</Detail>
      <Detail label="Email">
        {individual.email ? (
          <a href={`mailto:${individual.email}`} className="text-primary underline-offset-4 hover:underline">
            {individual.email}
          </a>
        ) : (
          'N/A'
        )}
      </Detail>
      <Detail label="Country">{individual.country || 'N/A'}</Detail>
      <Detail label="Address">{individual.address || 'N/A'}</Detail>
      <Detail label="Created At">{formatDay(individual.createdAt)}</Detail>
      <Detail label="Notes" className="sm:col-span-2">
        {individual.notes || 'No notes provided.'}
      </Detail>
    </dl>
  );
}
