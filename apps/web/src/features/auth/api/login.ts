// POST /api/login: the one-time code and the exact message the wallet signs.
import { z } from 'zod/mini';
import { api, apiError } from '@/lib/api-client';

const loginResultSchema = z.object({ verifyCode: z.string(), message: z.string() });
export type LoginChallenge = z.infer<typeof loginResultSchema>;

export async function requestLoginChallenge(
  address: string,
  chainId?: number | null,
): Promise<LoginChallenge> {
  const body = await api.post<{ data: unknown }>(
    '/login',
    chainId ? { address, chainId } : { address },
    { auth: false },
  );
  const parsed = loginResultSchema.safeParse(body?.data);
  if (!parsed.success) throw apiError(200, ['UNKNOWN_ERROR']);
  return parsed.data;
}
