import type { RetentionAction } from '@ledgerline/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useRetentionRules } from '../api/get-retention-rules';

const ACTIONS: Record<RetentionAction, string> = {
  deidentify_personal_fields: 'Personal fields erased (de-identified)',
  erase_file: 'File erased',
  keep_structure: 'Kept',
};

/** Settings -> Account and Personal data: how long each kind of record is kept (read-only, DOMAIN.md section 4). */
export function RetentionRulesCard() {
  const rules = useRetentionRules();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Retention periods</CardTitle>
        <CardDescription>
          How long each kind of record is kept under the FIC Act and the Companies Act, and what POPIA
          requires after that.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {rules.isError ? (
          <LoadErrorAlert
            title="Could not load the retention periods"
            detail={errorMessage(rules.error)}
            onRetry={() => void rules.refetch()}
          />
        ) : !rules.data ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <table className="w-full text-sm [overflow-wrap:anywhere]" aria-label="Retention periods">
            <thead className="border-b text-left text-muted-foreground">
              <tr>
                <th className="py-2 pr-4 font-medium">Record</th>
                <th className="py-2 pr-4 font-medium">Kept</th>
                <th className="py-2 pr-4 font-medium">Then</th>
                <th className="py-2 font-medium">Law</th>
              </tr>
            </thead>
            <tbody>
              {rules.data.map((rule) => (
                <tr key={rule.recordKind} className="border-b last:border-0 align-top">
                  <td className="py-2 pr-4 font-medium">{rule.recordKind}</td>
                  <td className="py-2 pr-4">{rule.period}</td>
                  <td className="py-2 pr-4">{ACTIONS[rule.action]}</td>
                  <td className="py-2 text-muted-foreground">{rule.law}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
