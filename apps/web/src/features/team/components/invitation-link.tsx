import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import type { CreatedInvitation } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/hooks/use-toast';

/** The link is shown once: copied here; the server also e-mails it when a mail transport is configured. */
export function InvitationLink({ invitation, email }: { invitation: CreatedInvitation; email: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitation.url);
      setCopied(true);
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the link and copy it by hand.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        Send this link to <span className="font-medium">{email}</span>. It works once and expires in 7 days (
        {formatDateTime(invitation.expiresAt)}). Where the installation sends mail, it was also e-mailed.
      </p>
      <div className="flex gap-2">
        <Input
          readOnly
          value={invitation.url}
          aria-label="Invitation link"
          onFocus={(e) => e.target.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
    </div>
  );
}
