import { request, type APIRequestContext } from '@playwright/test';

/**
 * Seeds one Enterprise account through the REST API (the product's command path: every row is a command
 * decided on the account stream and projected as a user's request would be). For a fresh server
 * (fresh-server.ts): its first user is the admin who raises the plan.
 */
export interface ScalePlan {
  companies: number;
  individuals: number;
  trusts: number;
  /** Company i (1-based) is a member of the group for i <= groupMembers. */
  groupMembers: number;
  /** Person i holds 10% of Company i for i <= relationships. */
  relationships: number;
  /**
   * Person i is the founder, trustee and beneficiary of Trust i for i <= compliantTrusts; of the next trust
   * too, but as a beneficiary no longer active; of the one after only founder and trustee.
   */
  compliantTrusts: number;
  /** 'Asset i' is owned by Company i for i <= assets. */
  assets: number;
}

export interface SeededAccount {
  username: string;
  password: string;
  plan: ScalePlan;
  /** Ids by name ('Company 7', 'Person 3', 'Trust 12'). */
  ids: Record<string, number>;
  group: { id: number; name: string };
  /** Every fifth company is inactive, every tenth trust pending. */
  inactiveCompanies: number;
  pendingTrusts: number;
  /** Trusts without an active founder, trustee and beneficiary: all but `compliantTrusts`. */
  nonCompliantTrusts: number;
  /** Every relationship: the shareholdings and the trust roles. */
  relationships: number;
}

export const SEED_PASSWORD = 's3cret-pass';
export const SCALE_GROUP = 'Scale Group A';

async function post<T>(api: APIRequestContext, url: string, data?: unknown): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const response = await api.post(url, { data });
    // Concurrent requests on one account stream may lose the race for its revision: ask again.
    if (response.status() === 409 && attempt < 5) continue;
    if (!response.ok()) throw new Error(`POST ${url}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }
}

/** Runs the creations a few at a time: the server orders them on the account stream. */
async function inParallel<T>(items: T[], create: (item: T) => Promise<void>, lanes = 8): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await create(items[next++] as T);
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

/** Spec 001: the documents a trust needs (REQUIRED_TRUST_DOCUMENTS). */
const REQUIRED_TRUST_DOCUMENTS = [
  'trust_deed',
  'beneficiary_declaration',
  'trustee_appointment',
  'identity_documents',
];
const PDF = Buffer.from('%PDF-1.4\ntrailer << >>\n%%EOF\n');
const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

export async function seedAccount(baseURL: string, plan: ScalePlan): Promise<SeededAccount> {
  const api = await request.newContext({ baseURL });
  const username = `scale${Date.now().toString(36)}`;
  try {
    const user = await post<{ id: number; role: string }>(api, '/api/register', {
      username,
      password: SEED_PASSWORD,
    });
    if (user.role !== 'admin')
      throw new Error('seedAccount needs a fresh server: its first user is the admin');
    await post(api, '/api/subscription/update', { userId: user.id, tier: 'enterprise', status: 'active' });

    const ids: Record<string, number> = {};
    const entity = (body: Record<string, unknown>) => async () => {
      const created = await post<{ id: number; name: string }>(api, '/api/entities', body);
      ids[created.name] = created.id;
    };
    const creations = [
      ...range(plan.companies).map((i) =>
        entity({ type: 'company', name: `Company ${i}`, status: i % 5 === 0 ? 'inactive' : 'active' }),
      ),
      ...range(plan.individuals).map((i) => entity({ type: 'individual', name: `Person ${i}` })),
      ...range(plan.trusts).map((i) =>
        entity({
          type: 'trust',
          name: `Trust ${i}`,
          trustType: 'family',
          status: i % 10 === 0 ? 'pending' : 'active',
        }),
      ),
    ];
    await inParallel(creations, (create) => create());

    const group = await post<{ id: number; name: string }>(api, '/api/groups', { name: SCALE_GROUP });
    await inParallel(range(plan.groupMembers), (i) =>
      post(api, `/api/groups/${group.id}/entities/${ids[`Company ${i}`]}`),
    );
    await inParallel(range(plan.relationships), (i) =>
      post(api, '/api/relationships', {
        sourceEntityId: ids[`Person ${i}`],
        targetEntityId: ids[`Company ${i}`],
        type: 'shareholder',
        ownershipPercentage: '10',
      }),
    );
    const roles = (i: number, types: string[], isActive = true) =>
      types.map((type) => ({ source: `Person ${i}`, target: `Trust ${i}`, type, isActive }));
    const trustRoles = [
      ...range(plan.compliantTrusts).flatMap((i) => roles(i, ['founder', 'trustee', 'beneficiary'])),
      ...roles(plan.compliantTrusts + 1, ['founder', 'trustee']),
      ...roles(plan.compliantTrusts + 1, ['beneficiary'], false),
      ...roles(plan.compliantTrusts + 2, ['founder', 'trustee']),
    ];
    await inParallel(trustRoles, async ({ source, target, type, isActive }) => {
      await post(api, '/api/relationships', {
        sourceEntityId: ids[source],
        targetEntityId: ids[target],
        type,
        isActive,
      });
    });
    // The documents a trust needs (decision 0076): given to every trust with parties, so roles tell them apart.
    const documented = range(plan.compliantTrusts + 2).flatMap((i) =>
      REQUIRED_TRUST_DOCUMENTS.map((documentType) => ({ trust: ids[`Trust ${i}`], documentType })),
    );
    await inParallel(documented, async ({ trust, documentType }) => {
      const file = { name: `${documentType}.pdf`, mimeType: 'application/pdf', buffer: PDF };
      const uploaded = await api.post(`/api/entities/${trust}/files`, { multipart: { documentType, file } });
      if (!uploaded.ok()) throw new Error(`upload ${documentType}: ${uploaded.status()}`);
    });
    await inParallel(range(plan.assets), (i) =>
      post(api, '/api/assets', { name: `Asset ${i}`, type: 'vehicle', ownerEntityId: ids[`Company ${i}`] }),
    );
    return {
      username,
      password: SEED_PASSWORD,
      plan,
      ids,
      group: { id: group.id, name: group.name },
      inactiveCompanies: Math.floor(plan.companies / 5),
      pendingTrusts: Math.floor(plan.trusts / 10),
      nonCompliantTrusts: plan.trusts - plan.compliantTrusts,
      relationships: plan.relationships + trustRoles.length,
    };
  } finally {
    await api.dispose();
  }
}
