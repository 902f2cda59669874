// The signed-in session as every feature sees it. The auth feature provides it (it owns the
// wallet flow); other features only read it through useSession(), so they never import auth.
import { createContext, useContext } from 'react';
import { queryOptions } from '@tanstack/react-query';
import type { Me } from '@chainreview/shared';
import { api } from './api-client';
import { isTransientError } from './query-client';

export type SessionStatus =
  /** No token: a visitor. */
  | 'anonymous'
  /** A stored token is being checked (GET /api/me). */
  | 'restoring'
  /** Connect Wallet flow running (connect, challenge, sign, verify). */
  | 'authenticating'
  | 'authenticated';

export type AuthStep = 'connecting' | 'signing' | 'verifying' | null;

export interface Session {
  status: SessionStatus;
  isAuthenticated: boolean;
  /** The profile from GET /api/me (TanStack Query key ['me']). */
  user: Me | null;
  /** The connected wallet, when it is connected in this page. */
  wallet: { address: string | null; chainId: number | null; connected: boolean };
  openConnectModal(): void;
  /**
   * Opens the Switch Network modal (spec 5: reports, donations and quests need the donation
   * chain); `onSwitched` runs once the wallet is on it.
   */
  openSwitchNetworkModal(onSwitched?: () => void): void;
  logout(): Promise<void>;
  /** The connected wallet's EIP-1193 provider for contract writes (null when none). */
  getWalletProvider?(): Promise<unknown>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the auth provider');
  return session;
}

export const meQueryKey = ['me'] as const;

export async function getMe(): Promise<Me> {
  const body = await api.get('/me');
  return body.data;
}

/**
 * The session stays while the server cannot say (503 while its database restarts, a network
 * error): GET /api/me is tried again until it answers, the session 'restoring' meanwhile. Only
 * a 401 ends it (the API client's rule).
 */
export const meQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    enabled,
    retry: (_failureCount: number, error: Error) => isTransientError(error),
    staleTime: 60_000,
  });
