import { useState } from 'react';
import { RotateCw, X } from 'lucide-react';
import type { CreatedInvitation, InvitationView } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTime } from '@/lib/format';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { InvitationLink } from './invitation-link';
import { ROLE_LABELS } from './role-options';

/** Pending invitations, each resendable (a fresh link and expiry) and revocable. */
export function InvitationsList({ invitations }: { invitations: InvitationView[] }) {
  const [renewed, setRenewed] = useState<{ invitation: CreatedInvitation; email: string } | null>(null);
  const [revoking, setRevoking] = useState<InvitationView | null>(null);
  const resend = useResendInvitation((invitation, { email }) => setRenewed({ invitation, email }));
  const revoke = useRevokeInvitation();

  if (invitations.length === 0)
    return (
      <EmptyState title="No pending invitations" description="Invite a colleague to work in this account." />
    );
  return (
    <>
      <ul className="divide-y" aria-label="Pending invitations">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <div>
              <p className="font-medium">{invitation.email}</p>
              <p className="text-muted-foreground">
                {ROLE_LABELS[invitation.role]}
                {invitation.invitedBy ? ` · invited by ${invitation.invitedBy.username}` : ''} · expires{' '}
                {formatDateTime(invitation.expiresAt)}
              </p>
            </div>
            <div className="flex gap-1">
              <Button
                variant="ghost"
                size="sm"
                disabled={resend.isPending}
                onClick={() => resend.mutate(invitation)}
              >
                <RotateCw aria-hidden />
                Resend<span className="sr-only"> to {invitation.email}</span>
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setRevoking(invitation)}>
                <X aria-hidden />
                Revoke<span className="sr-only"> the invitation to {invitation.email}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={renewed !== null} onOpenChange={(open) => (open ? undefined : setRenewed(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Invitation renewed</DialogTitle>
            <DialogDescription>The earlier link no longer works.</DialogDescription>
          </DialogHeader>
          {renewed ? <InvitationLink invitation={renewed.invitation} email={renewed.email} /> : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title="Revoke invitation?"
        description={revoking ? `The link sent to ${revoking.email} stops working.` : ''}
        confirmLabel="Revoke invitation"
        pending={revoke.isPending}
        onConfirm={() =>
          revoking ? revoke.mutate(revoking, { onSuccess: () => setRevoking(null) }) : undefined
        }
      />
    </>
  );
}
