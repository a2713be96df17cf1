import type { IdentityEvent, RecordedEvent } from '@ledgerline/events';
import type { Projector, ReadStoreWriter } from '@ledgerline/projections';
import { USERS, type UserDocument } from './user.read-model';

export class UsersProjector implements Projector {
  readonly name = 'users';
  readonly version = 1;
  readonly collections = [USERS];
  readonly handles = ['UserRegistered'];

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    const event = recorded as unknown as IdentityEvent;
    if (event.type !== 'UserRegistered') return;
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
      createdAt: recorded.metadata.recordedAt,
      updatedAt: recorded.metadata.recordedAt,
    };
    await writer.put(USERS, user);
  }
}
