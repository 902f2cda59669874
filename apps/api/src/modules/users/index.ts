// The users module's public face: how the API shows a user, and the account operations other
// modules need (sign-in, attribution of an address, blocking).
export {
  changeUser,
  changeUserStatus,
  findUser,
  findUserForModeration,
  signInAccount,
  toMe,
  toPublicUser,
  userIdOfAddress,
} from './users.service.ts';
export type { UserRow } from './users.repository.ts';
export { usersRoutes } from './users.routes.ts';
