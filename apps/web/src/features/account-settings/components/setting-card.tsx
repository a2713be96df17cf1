import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

interface SettingCardProps {
  /** Names the card's title, which labels its form. */
  id: string;
  title: string;
  description: ReactNode;
  submitLabel: string;
  pending: boolean;
  /** The chosen value is the saved one: nothing to save. */
  unchanged: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** One account-wide setting: a card with its field and its own Save button (time zone, currency). */
export function SettingCard({
  id,
  title,
  description,
  submitLabel,
  pending,
  unchanged,
  onSubmit,
  children,
}: SettingCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid max-w-md gap-4"
          aria-labelledby={id}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
          <div>
            <Button type="submit" disabled={pending || unchanged}>
              {pending ? <Spinner /> : null}
              {submitLabel}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
