// POST /api/verify-login: exchanges the signature for an access token and the user.
import { api, apiError } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-types';

export type VerifiedLogin = ApiAnswer<'/api/verify-login', 'post'>['data'];

export async function verifyLogin(address: string, sign: string): Promise<VerifiedLogin> {
  const body = await api.post('/verify-login', { address, sign }, { auth: false });
  const data = body?.data;
  if (!data || typeof data.access_token !== 'string' || !data.user) {
    throw await apiError(200, ['UNKNOWN_ERROR']);
  }
  return { access_token: data.access_token, user: data.user };
}
