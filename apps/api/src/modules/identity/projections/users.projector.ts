import type { IdentityEvent, IdentityLifecycleEvent, RecordedEvent } from '@ledgerline/events';
import type { Projector, ReadStoreWriter } from '@ledgerline/projections';
import { USERS, USER_LAYOUTS, type UserDocument } from './user.read-model';

export class UsersProjector implements Projector {
  readonly name = 'users';
  readonly version = 2;
  readonly collections = [USERS];
  readonly layouts = USER_LAYOUTS;
  readonly handles = ['UserRegistered', 'UserProfileChanged', 'UserRoleChanged', 'UserDeleted'];

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    const event = recorded as unknown as IdentityEvent | IdentityLifecycleEvent;
    const at = recorded.metadata.recordedAt;
    if (event.type === 'UserRegistered') {
      const { data } = event;
      const user: UserDocument = {
        id: String(data.userId),
        userId: data.userId,
        accountId: data.accountId,
        username: data.username,
        usernameLower: data.username.toLowerCase(),
        email: data.email,
        fullName: data.fullName,
        passwordHash: data.passwordHash,
        role: data.role,
        createdAt: at,
        updatedAt: at,
      };
      return writer.put(USERS, user);
    }
    if (event.type === 'UserDeleted') return writer.delete(USERS, String(event.data.userId));
    if (event.type !== 'UserProfileChanged' && event.type !== 'UserRoleChanged') return;
    const user = await writer.get<UserDocument>(USERS, String(event.data.userId));
    if (!user) return;
    const next: UserDocument = { ...user, updatedAt: at };
    if (event.type === 'UserRoleChanged') next.role = event.data.role;
    else
      for (const [field, change] of Object.entries(event.data.changes)) {
        (next as Record<string, unknown>)[field] = change.to;
        if (field === 'username') next.usernameLower = String(change.to).toLowerCase();
      }
    return writer.put(USERS, next);
  }
}
