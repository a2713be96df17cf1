import { useState } from 'react';
import { LogOut } from 'lucide-react';
import type { AccountMemberView, AccountRole } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLeaveAccount } from '../api/leave-account';

/** Any member may leave, except the last owner: an account is never left without one. */
export function LeaveAccountCard({ role, members }: { role: AccountRole; members: AccountMemberView[] }) {
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveAccount();
  const owners = members.filter((member) => member.role === 'owner').length;
  if (members.length <= 1 || (role === 'owner' && owners <= 1)) return null;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1.5">
          <CardTitle>Leave account</CardTitle>
          <CardDescription>
            You lose access to this account’s records; what you recorded stays.
          </CardDescription>
        </div>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <LogOut aria-hidden />
          Leave account
        </Button>
      </CardHeader>
      <CardContent className="sr-only">Leaving signs you out.</CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Leave this account?"
        description="You are signed out and lose access to its records. Only an invitation brings you back."
        confirmLabel="Leave account"
        pending={leave.isPending}
        onConfirm={() => leave.mutate()}
      />
    </Card>
  );
}
