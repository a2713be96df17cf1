import { cn } from '@/lib/utils';

/** One labelled value of a details card (a dt/dd pair); place inside a `<dl>`. */
export function DescriptionItem({
  label,
  children,
  className,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('space-y-1', className)}>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}

/** The wide Description and Notes rows that close an entity's details list. */
export function DescriptionAndNotes({
  description,
  notes,
}: {
  description?: string | null;
  notes?: string | null;
}) {
  return (
    <>
      <DescriptionItem label="Description" className="sm:col-span-2">
        {description || 'No description provided.'}
      </DescriptionItem>
      <DescriptionItem label="Notes" className="sm:col-span-2">
        {notes || 'No notes provided.'}
      </DescriptionItem>
    </>
  );
}
