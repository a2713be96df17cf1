import { cn } from '@/lib/utils';

/** A plain, dense table for the compliance panels (short lists, cells with controls). */
export function Table({ className, ...props }: React.ComponentProps<'table'>) {
  return (
    <div className="w-full overflow-x-auto rounded-md border">
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function Th({ className, ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn('h-10 border-b bg-muted/50 px-3 text-left align-middle font-medium', className)}
      {...props}
    />
  );
}

export function Td({ className, ...props }: React.ComponentProps<'td'>) {
  return <td className={cn('border-b px-3 py-2 align-middle', className)} {...props} />;
}
