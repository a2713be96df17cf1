import {
  missingTrustRoles as missingRoles,
  type RelationshipSummary,
  type RequiredTrustRole,
  type TrustListCompliance,
  trustListCompliance,
} from '@ledgerline/contracts';
import { accountToday } from '@/lib/account-settings/account-time-zone';

export type TrustRole = RequiredTrustRole;

interface TrustWithRelationships {
  id: number;
  targetRelationships?: RelationshipSummary[] | null;
}

/**
 * The roles no party holds in the trust, by the rule the compliance page uses: a party holds a role while
 * its relationship to the trust (the party the source, the trust the target) is active and not ended.
 */
export function missingTrustRoles(trust: TrustWithRelationships): TrustRole[] {
  return missingRoles(trust.id, trust.targetRelationships ?? [], accountToday());
}

/** The list's Compliance: the server's `compliance`, computed from the relationships only where it is absent. */
export function trustCompliance(
  trust: TrustWithRelationships & { compliance?: TrustListCompliance | null },
): TrustListCompliance {
  return trust.compliance ?? trustListCompliance(missingTrustRoles(trust));
}

export const isTrustCompliant = (trust: Parameters<typeof trustCompliance>[0]): boolean =>
  trustCompliance(trust) === 'compliant';
