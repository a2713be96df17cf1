import type { EntityView } from '@ledgerline/contracts';
import { DescriptionAndNotes, DescriptionItem as Detail } from '@/components/ui/description-list';
import { formatDay } from '@/lib/format';
import { classificationLabel } from './company-classification-labels';

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** Spec 001 'Company detail' Details tab; missing values show N/A. */
export function CompanyDetailsTab({ company }: { company: EntityView }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-2">
      <Detail label="Registration Number">{company.registrationNumber || 'N/A'}</Detail>
      <Detail label="Tax ID">{company.taxId || 'N/A'}</Detail>
      <Detail label="Email">
        {company.email ? (
          <a href={`mailto:${company.email}`} className="text-primary underline-offset-4 hover:underline">
            {company.email}
          </a>
        ) : (
          'N/A'
        )}
      </Detail>
      <Detail label="Phone">{company.phone || 'N/A'}</Detail>
      <Detail label="Website">
        {company.website ? (
          <a
            href={websiteHref(company.website)}
            target="_blank"
            rel="noreferrer"
            className="text-primary underline-offset-4 hover:underline"
          >
            {company.website}
          </a>
        ) : (
          'N/A'
        )}
      </Detail>
      <Detail label="Industry">{company.industry || 'N/A'}</Detail>
      <Detail label="Classification">{classificationLabel(company.companyClassification)}</Detail>
      <Detail label="Incorporation Date">{formatDay(company.incorporationDate)}</Detail>
      <Detail label="Founded Date">{formatDay(company.foundedDate)}</Detail>
      <Detail label="Address">{company.address || 'N/A'}</Detail>
      <Detail label="Created At">{formatDay(company.createdAt)}</Detail>
      <DescriptionAndNotes description={company.description} notes={company.notes} />
    </dl>
  );
}
