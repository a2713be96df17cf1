import { useState } from 'react';
import { CalendarPlus, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatDateTime } from '@/lib/format';
import { OWN_FEED_PATH, useFeedStatus, useIssueFeed, useRevokeFeed } from '../api/calendar-feed';

/**
 * "Subscribe in calendar app": a secret URL (shown once, copied from here) that Outlook, Google or Apple
 * Calendar poll without signing in; creating a new one or revoking stops the old one at once.
 */
export function SubscribeDialog() {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const status = useFeedStatus(open);
  const issue = useIssueFeed();
  const revoke = useRevokeFeed();
  const active = status.data?.active ?? false;

  const create = () =>
    issue.mutate(undefined, {
      onSuccess: (answer) => {
        setUrl(answer.url);
        setCopied(false);
      },
    });
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setUrl(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <CalendarPlus aria-hidden />
          Subscribe in calendar app
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Subscribe in calendar app</DialogTitle>
          <DialogDescription>
            Add the deadlines to Outlook, Google Calendar or Apple Calendar with a private link. It shows
            filings due from 90 days ago to 18 months ahead. Anyone with the link can see them: keep it
            private.
          </DialogDescription>
        </DialogHeader>
        {url ? (
          <div className="grid gap-2">
            <Label htmlFor="calendar-feed-url">Your private calendar link</Label>
            <div className="flex gap-2">
              <Input id="calendar-feed-url" readOnly value={url} onFocus={(event) => event.target.select()} />
              <Button variant="outline" onClick={() => void copy()}>
                <Copy aria-hidden />
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">
              This link is shown only now. In your calendar app choose "Subscribe from URL" (or "From
              internet") and paste it.
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            {status.isPending
              ? 'Checking for a link...'
              : active
                ? `A private link is active (created ${formatDateTime(status.data?.issuedAt)}). A new link replaces it.`
                : 'No private link is active.'}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={create} disabled={issue.isPending}>
            {active || url ? 'Create a new link' : 'Create link'}
          </Button>
          {active || url ? (
            <Button
              variant="destructive"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(undefined, { onSuccess: () => setUrl(null) })}
            >
              Revoke link
            </Button>
          ) : null}
          <Button variant="ghost" asChild>
            <a href={OWN_FEED_PATH} download>
              Download .ics
            </a>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
