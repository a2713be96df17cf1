import { Link } from 'react-router-dom';
import { type EntityDetailView, holdsTrustRole, type RelationshipSummary } from '@ledgerline/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { accountToday } from '@/lib/account-settings/account-time-zone';
import { formatPercent } from '@/lib/format-values';

const partyGroups = [
  { type: 'founder', title: 'Founders', empty: 'No founders recorded.' },
  { type: 'trustee', title: 'Trustees', empty: 'No trustees recorded.' },
  { type: 'beneficiary', title: 'Beneficiaries', empty: 'No beneficiaries recorded.' },
] as const;

function partyName(relationship: RelationshipSummary) {
  return relationship.sourceEntity?.name ?? `Entity #${relationship.sourceEntityId}`;
}

/**
 * Founders, trustees and beneficiaries: the parties holding those roles in the trust today, by the rule of the
 * compliance banner (active, started, not ended); the Relationships tab lists the former ones too.
 */
export function TrustKeyParties({ trust }: { trust: EntityDetailView }) {
  const today = accountToday();
  const parties = (trust.targetRelationships ?? []).filter((link) => holdsTrustRole(trust.id, link, today));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Key Parties</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-3">
        {partyGroups.map((group) => {
          const members = parties.filter((relationship) => relationship.type === group.type);
          return (
            <section key={group.type} aria-label={group.title} className="space-y-2">
              <h3 className="text-sm font-semibold">{group.title}</h3>
              {members.length === 0 ? (
                <p className="text-sm text-muted-foreground">{group.empty}</p>
              ) : (
                <ul className="space-y-1 text-sm">
                  {members.map((relationship) => (
                    <li key={relationship.id} className="flex justify-between gap-2">
                      <Link
                        to={`/relationships/${relationship.id}`}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {partyName(relationship)}
                      </Link>
                      {group.type === 'beneficiary' && relationship.ownershipPercentage !== null ? (
                        <span>{formatPercent(relationship.ownershipPercentage)}</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </CardContent>
    </Card>
  );
}
