// POST /api/login: the one-time code and the exact message the wallet signs.
import { api, apiError } from '@/lib/api-client';
import * as c from '@/lib/check';

const loginResultSchema = c.object({ verifyCode: c.string(), message: c.string() });
export type LoginChallenge = c.Infer<typeof loginResultSchema>;

export async function requestLoginChallenge(
  address: string,
  chainId?: number | null,
): Promise<LoginChallenge> {
  const body = await api.post('/login', chainId ? { address, chainId } : { address }, {
    auth: false,
  });
  const parsed = loginResultSchema.safeParse(body?.data);
  if (!parsed.success) throw await apiError(200, ['UNKNOWN_ERROR']);
  return parsed.data;
}
