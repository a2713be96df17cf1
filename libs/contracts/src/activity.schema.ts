export type ActivitySubject = 'company' | 'individual' | 'trust' | 'relationship' | 'asset';
export type ActivityType = `${'create' | 'update' | 'delete'}_${ActivitySubject}`;

export interface ActivityView {
  id: string;
  entityId: number | null;
  assetId: number | null;
  relationshipId: number | null;
  activityType: ActivityType;
  description: string;
  createdAt: string;
  /** The member who acted: `id` null for the system's own work, `username` null once the user is gone. */
  actor: { id: number | null; username: string | null; deleted?: true };
}
