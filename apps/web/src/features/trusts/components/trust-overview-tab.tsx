import type { EntityDetailView } from '@ledgerline/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DescriptionAndNotes, DescriptionItem as Detail } from '@/components/ui/description-list';
import { formatDay } from '@/lib/format';
import { humanizeCode } from '@/lib/format-values';
import { TrustStatusBadge } from './trust-cells';
import { TrustKeyParties } from './trust-key-parties';

/** Spec 001 'Trusts' Overview tab: Trust Details, Key Parties and Additional Information. */
export function TrustOverviewTab({ trust }: { trust: EntityDetailView }) {
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Trust Details</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <Detail label="Trust Name">{trust.name}</Detail>
            <Detail label="Trust Number">{trust.registrationNumber || 'N/A'}</Detail>
            <Detail label="Trust Type">{humanizeCode(trust.trustType)}</Detail>
            <Detail label="Trust Deed Date">{formatDay(trust.trustDeedDate)}</Detail>
            <Detail label="Status">
              <TrustStatusBadge status={trust.status} />
            </Detail>
            <Detail label="Tax ID">{trust.taxId || 'N/A'}</Detail>
          </dl>
        </CardContent>
      </Card>
      <TrustKeyParties trust={trust} />
      <Card>
        <CardHeader>
          <CardTitle>Additional Information</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-6 sm:grid-cols-2">
            <Detail label="Email">
              {trust.email ? (
                <a href={`mailto:${trust.email}`} className="text-primary underline-offset-4 hover:underline">
                  {trust.email}
                </a>
              ) : (
                'N/A'
              )}
            </Detail>
            <Detail label="Phone">{trust.phone || 'N/A'}</Detail>
            <Detail label="Address">{trust.address || 'N/A'}</Detail>
            <Detail label="Country">{trust.country || 'N/A'}</Detail>
            <Detail label="Created At">{formatDay(trust.createdAt)}</Detail>
            <DescriptionAndNotes description={trust.description} notes={trust.notes} />
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
