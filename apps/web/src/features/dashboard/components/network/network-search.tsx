import { useId } from 'react';
import { EntityPicker } from '@/components/ui/entity-picker';

/**
 * Search-and-focus: any entity of the account, searched on the server as the user types (the shared entity
 * picker); the card focuses its chain, reading it from the server when the loaded view does not hold it, and
 * the chart centres on it.
 */
export function NetworkSearch({ onPick }: { onPick: (entityId: number) => void }) {
  const id = useId();
  return (
    <div className="w-64">
      <label htmlFor={id} className="sr-only">
        Find an entity in the network
      </label>
      <EntityPicker
        id={id}
        value=""
        placeholder="Find entity..."
        onValueChange={(value) => onPick(Number(value))}
      />
    </div>
  );
}
