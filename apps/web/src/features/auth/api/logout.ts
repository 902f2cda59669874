// POST /api/logout: revokes the token's session on the server. A token that is already
// dead (401) must not trigger the reload-on-401 rule: the caller is logging out anyway.
import { api } from '@/lib/api-client';

export async function logoutRequest(): Promise<void> {
  await api.post('/logout', undefined, { ignoreUnauthorized: true });
}
