import type { UserDocument } from '../projections/user.read-model';

/** What passport puts on `request.user`: the user's read-model document, reloaded on every request. */
export type SessionUser = UserDocument;
