import { useState } from 'react';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';

/** The secret, shown this once: the server keeps only its hash. */
export function CreatedToken({ token }: { token: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the token and copy it by hand.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="grid gap-3">
      <Alert>
        <TriangleAlert aria-hidden />
        <AlertTitle>Copy your token now</AlertTitle>
        <AlertDescription>
          You will not see it again. Keep it secret like a password: whoever has it acts as you. Send it as{' '}
          <code>Authorization: Bearer &lt;token&gt;</code>.
        </AlertDescription>
      </Alert>
      <div className="flex gap-2">
        <Input
          readOnly
          value={token}
          aria-label="New API token"
          className="font-mono"
          onFocus={(event) => event.target.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy token'}
        </Button>
      </div>
    </div>
  );
}
