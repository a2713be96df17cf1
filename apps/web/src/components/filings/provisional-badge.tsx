import { Badge } from '@/components/ui/badge';

/** A due date from a tax season SARS has not published yet (docs/decisions/0026). */
export function ProvisionalBadge() {
  return (
    <Badge variant="outline" title="SARS has not published this season's dates yet; the date may change">
      Provisional
    </Badge>
  );
}
