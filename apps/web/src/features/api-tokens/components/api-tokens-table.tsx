import type { ApiTokenView } from '@ledgerline/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { accountToday } from '@/lib/account-settings/account-time-zone';
import { formatDateTime, formatDay, formatRelative } from '@/lib/format';

interface ApiTokensTableProps {
  tokens: ApiTokenView[];
  onRevoke: (token: ApiTokenView) => void;
}

const HEADINGS = ['Name', 'Access', 'Created', 'Expires', 'Last used', ''];

/** The user's live tokens; each is recognised by its first characters, never shown in full again. */
export function ApiTokensTable({ tokens, onRevoke }: ApiTokensTableProps) {
  const today = accountToday();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label="API tokens">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className="px-2 py-2 font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {tokens.map((token) => (
            <tr key={token.id}>
              <td className="px-2 py-2">
                <div className="font-medium">{token.name}</div>
                <div className="font-mono text-xs text-muted-foreground">{token.prefix}…</div>
              </td>
              <td className="px-2 py-2">
                <div className="flex gap-1">
                  {token.scopes.map((scope) => (
                    <Badge key={scope} variant={scope === 'write' ? 'default' : 'secondary'}>
                      {scope}
                    </Badge>
                  ))}
                </div>
              </td>
              <td className="px-2 py-2">{formatDateTime(token.createdAt)}</td>
              <td className="px-2 py-2">
                {token.expiresAt ? formatDay(token.expiresAt) : 'Never'}
                {token.expiresAt && token.expiresAt < today ? (
                  <Badge variant="destructive" className="ml-2">
                    Expired
                  </Badge>
                ) : null}
              </td>
              <td className="px-2 py-2">{token.lastUsedAt ? formatRelative(token.lastUsedAt) : 'Never'}</td>
              <td className="px-2 py-2 text-right">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onRevoke(token)}
                  aria-label={`Revoke ${token.name}`}
                >
                  Revoke
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
