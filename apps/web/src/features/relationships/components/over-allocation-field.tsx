import { decimalText } from '@ledgerline/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import {
  formatPercent,
  projectedAllocation,
  useShareAllocation,
} from '@/lib/share-allocation/get-share-allocation';
import type { RelationshipFormValues } from './relationship-payload';

/** The company a link holds shares in (docs/decisions/0021): a subsidiary link is held by its target. */
const heldEntityId = (values: Partial<RelationshipFormValues>): number => {
  if (values.type === 'subsidiary') return Number(values.sourceEntityId ?? 0);
  return values.type === 'shareholder' || values.type === 'parent' ? Number(values.targetEntityId ?? 0) : 0;
};

/**
 * Shows the company's allocation with the entered holding and, when it would pass 100%, the warning and the
 * reason the server asks for to record an over-allocation.
 */
export function OverAllocationField({
  form,
  editingId,
}: {
  form: UseFormReturn<RelationshipFormValues>;
  editingId?: number;
}) {
  const [type, sourceEntityId, targetEntityId, entered] = form.watch([
    'type',
    'sourceEntityId',
    'targetEntityId',
    'ownershipPercentage',
  ]);
  const allocation = useShareAllocation(heldEntityId({ type, sourceEntityId, targetEntityId })).data;
  // Read as the form's schema reads it: `12,5` is 12.5 (decision 0063).
  const percentage = decimalText(String(entered ?? ''));
  if (!allocation || !Number.isFinite(percentage) || percentage <= 0) return null;
  const total = projectedAllocation(allocation, percentage, editingId);
  if (total <= 100)
    return (
      <p className="text-sm text-muted-foreground md:col-span-2">
        Shareholdings in {allocation.entityName}: {formatPercent(total)} allocated with this holding.
      </p>
    );
  const error = form.formState.errors.overAllocationReason?.message;
  return (
    <div className="grid gap-3 md:col-span-2">
      <Alert variant="destructive" role="alert">
        <AlertTitle>Over-allocation</AlertTitle>
        <AlertDescription>
          Shareholdings in {allocation.entityName} would total {formatPercent(total)} (over-allocated by{' '}
          {formatPercent(total - 100)}). Correct the percentages, or record why the register holds more than
          100%.
        </AlertDescription>
      </Alert>
      <FormField
        label="Over-allocation reason"
        description="Kept with the holding for the audit trail, e.g. a disputed transfer recorded on both sides."
        error={error}
      >
        {(control) => <Textarea {...control} {...form.register('overAllocationReason')} />}
      </FormField>
    </div>
  );
}
