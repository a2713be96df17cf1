import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { DescriptionItem as Detail } from '@/components/ui/description-list';
import { formatDay } from '@/lib/format';
import { humanizeCode } from '@/lib/format-values';
import type { BeneficialOwnerRecord } from '../../api/get-beneficial-owners';
import { formatOwnership } from './bo-labels';

const orNa = (value: string | null | undefined) => value || 'N/A';

export function BoDetailsTab({ owner, threshold }: { owner: BeneficialOwnerRecord; threshold: number }) {
  const { details } = owner;
  // The period derived from the history wins over the dates typed on the individual.
  const since = owner.becameOwnerOn ?? details.dateOfBecomingBO;
  const until = owner.ceasedOn ?? details.dateCeasedToBeBO;
  const trustBlock =
    details.citizenships || details.taxNumber || details.trustBenefitType || details.boDisclosureDocumentPath;
  return (
    <div className="space-y-6">
      <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <Detail label="ID Number">{orNa(details.idNumber)}</Detail>
        <Detail label="Nationality">{orNa(details.nationality)}</Detail>
        <Detail label="Date of Birth">{formatDay(details.dateOfBirth)}</Detail>
        <Detail label="Residential Address" className="sm:col-span-2 lg:col-span-3">
          {details.residentialAddress || 'Not provided'}
        </Detail>
        <Detail label="Ownership Status">
          {owner.totalOwnership >= threshold
            ? 'Qualifies by ownership percentage'
            : 'Below ownership threshold'}
        </Detail>
        <Detail label="Control">
          {owner.hasEffectiveControl ? 'Has effective control' : 'No effective control'}
        </Detail>
        <Detail label="Category">{humanizeCode(details.ownershipCategory ?? owner.category)}</Detail>
        <Detail label="Nature of Interest">{humanizeCode(details.natureOfInterest)}</Detail>
        <Detail label="Total Effective Ownership">{formatOwnership(owner.totalOwnership)}</Detail>
        <Detail label="BO Since">{formatDay(since)}</Detail>
        <Detail label="BO Until">{until ? formatDay(until) : 'Current'}</Detail>
      </dl>
      {trustBlock ? (
        <div className="rounded-md border p-4">
          <h3 className="mb-3 font-medium">Trust beneficial owner information</h3>
          <dl className="grid gap-6 sm:grid-cols-3">
            <Detail label="Citizenships">{orNa(details.citizenships)}</Detail>
            <Detail label="Tax Number">{orNa(details.taxNumber)}</Detail>
            <Detail label="Trust Benefit Type">{humanizeCode(details.trustBenefitType)}</Detail>
          </dl>
          <div className="mt-3 flex flex-wrap gap-3 text-sm">
            {details.boDisclosureDocumentPath ? (
              <a className="text-primary underline" href={details.boDisclosureDocumentPath}>
                Beneficial owner disclosure
              </a>
            ) : null}
            {details.trustDeedDocumentPath ? (
              <a className="text-primary underline" href={details.trustDeedDocumentPath}>
                Trust deed
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
      <Button variant="outline" asChild>
        <Link to={`/individuals/${owner.individualId}`}>View Full Profile</Link>
      </Button>
    </div>
  );
}
