import { type PublicUser } from '@promptsmith/contract';
import { type UserRow } from '../../db/schema';

/** What a client may see of a user: no hashes, no Google subject, no canonical mobile key. */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    mobileNumber: user.mobileNumber,
    countryCode: user.countryCode,
    role: user.role,
    photoURL: user.photoUrl,
    createdAt: user.createdAt.toISOString(),
    hasPassword: user.passwordHash !== null,
    emailVerified: user.emailVerifiedAt !== null,
  };
}
