// The session provider: token + GET /api/me, the Connect Wallet flow (connect -> challenge ->
// sign -> verify), silent reconnect of a stored wallet, and session end when the wallet
// disconnects or changes account (spec 4). The wallet module itself is imported lazily.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { DEV_CHAIN_ID } from '@chainreview/shared/chains';
import { api } from '@/lib/api-client';
import { env } from '@/config/env';
import { storage } from '@/lib/storage';
import { isUserRejection } from '@/lib/errors';
import {
  meQueryKey,
  meQueryOptions,
  SessionContext,
  type AuthStep,
  type Session,
  type SessionStatus,
} from '@/lib/session';
import { systemConfigQueryOptions } from '@/lib/system-config';
import type {
  PairingState,
  WalletConnectionState,
  WalletController,
  WalletOption,
} from '@/lib/wallet/types';
import { showErrorToast } from '@/lib/error-toast';
import { requestLoginChallenge } from '../api/login';
import { verifyLogin } from '../api/verify-login';
import { logoutRequest } from '../api/logout';
import { useSwitchNetwork } from '../hooks/use-switch-network';
import { useWalletOptions } from '../hooks/use-wallet-options';
import { walletKindOf } from '../wallet-kind';
import { withRestTexts } from '@/lib/i18n';

// The dialogs (and Mantine's Modal with them) load when first opened, not with the page.
const ConnectWalletModal = lazy(() =>
  withRestTexts(import('./connect-wallet-modal')).then((m) => ({ default: m.ConnectWalletModal })),
);
const SwitchNetworkModal = lazy(() =>
  withRestTexts(import('./switch-network-modal')).then((m) => ({ default: m.SwitchNetworkModal })),
);

/** True from the first time `value` is true on (the dialog stays mounted to close smoothly). */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return value || seen;
}

interface WalletView {
  address: string | null;
  chainId: number | null;
  connected: boolean;
}

const NO_WALLET: WalletView = { address: null, chainId: null, connected: false };

/** The sign-in flow: which wallet was picked and how far it got (null when not signing in). */
interface SignInFlow {
  step: AuthStep;
  selectedId: string | null;
}
type SignInEvent =
  | { type: 'start'; walletId: string }
  | { type: 'step'; step: Exclude<AuthStep, null> }
  | { type: 'end' };

const IDLE: SignInFlow = { step: null, selectedId: null };

function signInFlow(flow: SignInFlow, event: SignInEvent): SignInFlow {
  switch (event.type) {
    case 'start':
      return { step: 'connecting', selectedId: event.walletId };
    case 'step':
      return { ...flow, step: event.step };
    case 'end':
      return IDLE;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => storage.get('access_token'));
  const [{ step, selectedId }, dispatchFlow] = useReducer(signInFlow, IDLE);
  const [modalOpen, setModalOpen] = useState(false);
  const [wallet, setWallet] = useState<WalletView>(NO_WALLET);
  const [pairing, setPairing] = useState<PairingState | null>(null);

  const me = useQuery(meQueryOptions(Boolean(token)));
  const user = token ? (me.data ?? null) : null;

  // Refs for the wallet watcher, which outlives renders.
  const controllerRef = useRef<Promise<WalletController> | null>(null);
  const stepRef = useRef<AuthStep>(null);
  const tokenRef = useRef(token);
  useEffect(() => {
    stepRef.current = step;
    tokenRef.current = token;
  }, [step, token]);

  const refetchAfterEnd = useRef(false);
  useEffect(() => {
    if (token || !refetchAfterEnd.current) return;
    refetchAfterEnd.current = false;
    void queryClient.invalidateQueries();
  }, [token, queryClient]);

  const endSession = useCallback(
    (reason: 'wallet' | 'account') => {
      if (!tokenRef.current) return;
      void logoutRequest().catch(() => undefined);
      storage.clearSession();
      tokenRef.current = null;
      // Signed-in-only queries (popups, unseen counts) must not refetch without the token:
      // they are cancelled now and the rest refetch once the tree has seen the token go.
      void queryClient.cancelQueries();
      refetchAfterEnd.current = true;
      setToken(null);
      queryClient.removeQueries({ queryKey: meQueryKey });
      notifications.show({
        color: 'yellow',
        message: t('auth.sessionEnded'),
        id: `session-ended-${reason}`,
      });
    },
    [queryClient, t],
  );

  const onWalletChange = useCallback(
    (current: WalletConnectionState, previous: WalletConnectionState) => {
      setWallet({
        address: current.address,
        chainId: current.chainId,
        connected: current.status === 'connected',
      });
      // A wallet that drops its accounts or disconnects ends the session (spec 4), except
      // while the sign-in flow itself reconnects.
      if (
        stepRef.current === null &&
        previous.status === 'connected' &&
        current.status === 'disconnected'
      ) {
        endSession('wallet');
      }
    },
    [endSession],
  );

  const loadController = useCallback((): Promise<WalletController> => {
    if (!controllerRef.current) {
      const promise = (async () => {
        const [mod, config] = await Promise.all([
          import('@/lib/wallet'),
          queryClient.fetchQuery(systemConfigQueryOptions()).catch(() => null),
        ]);
        const demo = Boolean(config?.demo);
        let demoKey = storage.get('demo_wallet_key');
        if (demo && !demoKey) {
          demoKey = mod.DEMO_PRIVATE_KEY;
          storage.set('demo_wallet_key', demoKey);
        }
        const demoChainId = config?.donation?.chainId ?? DEV_CHAIN_ID;
        const controller = mod.createWalletController({
          demo,
          demoChainId,
          demoRpcUrl: config?.chains?.find((c) => c.chainId === demoChainId)?.nodeRpcUrl ?? null,
          demoPrivateKey: (demoKey ?? mod.DEMO_PRIVATE_KEY) as `0x${string}`,
          walletConnect: env.walletConnectProjectId
            ? { projectId: env.walletConnectProjectId, relayUrl: env.walletConnectRelayUrl }
            : undefined,
        });
        controller.watch(onWalletChange);
        controller.onPairing?.(setPairing);
        return controller;
      })();
      controllerRef.current = promise;
      promise.catch(() => {
        controllerRef.current = null;
      });
    }
    return controllerRef.current;
  }, [queryClient, onWalletChange]);

  // On load: a stored token and wallet kind reconnect the wallet silently (no prompt).
  useEffect(() => {
    const connectorId = storage.get('connector');
    if (!storage.get('access_token') || !storage.get('wallet_kind') || !connectorId) return;
    let cancelled = false;
    loadController()
      .then((controller) => controller.reconnect(connectorId))
      .then((account) => {
        if (!cancelled && account)
          setWallet({ address: account.address, chainId: account.chainId, connected: true });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [loadController]);

  // A connected wallet whose account is not the session's ends the session (account switch).
  useEffect(() => {
    if (step !== null || !user || !wallet.connected || !wallet.address) return;
    if (wallet.address.toLowerCase() !== user.address.toLowerCase()) endSession('account');
  }, [step, user, wallet.connected, wallet.address, endSession]);

  // The modal's wallet list: load the wallet module when it opens, follow announcements.
  const { options, loadError } = useWalletOptions(modalOpen, loadController);

  const signIn = useCallback(
    async (option: WalletOption) => {
      if (!option.available) {
        if (option.installUrl) window.open(option.installUrl, '_blank', 'noopener,noreferrer');
        return;
      }
      setPairing(null);
      dispatchFlow({ type: 'start', walletId: option.id });
      stepRef.current = 'connecting';
      let controller: WalletController | null = null;
      try {
        controller = await loadController();
        const account = await controller.connect(option.id);
        setWallet({ address: account.address, chainId: account.chainId, connected: true });
        dispatchFlow({ type: 'step', step: 'signing' });
        const challenge = await requestLoginChallenge(account.address, account.chainId);
        const sign = await controller.signMessage(account.address, challenge.message);
        dispatchFlow({ type: 'step', step: 'verifying' });
        const result = await verifyLogin(account.address, sign);
        storage.set('access_token', result.access_token);
        storage.set('wallet_kind', walletKindOf(option.id));
        storage.set('connector', option.id);
        queryClient.setQueryData(meQueryKey, result.user);
        tokenRef.current = result.access_token;
        setToken(result.access_token);
        setModalOpen(false);
        // Viewer-dependent data (isFollowed, vote) now comes from the authenticated paths.
        void queryClient.invalidateQueries({
          predicate: (q) => q.queryKey[0] !== 'me' && q.queryKey[0] !== 'system-configs',
        });
      } catch (error) {
        await controller?.disconnect().catch(() => undefined);
        storage.clearSession();
        tokenRef.current = null;
        setToken(null);
        setWallet(NO_WALLET);
        if (!isUserRejection(error)) {
          showErrorToast(error, t, t('auth.signInFailed'));
        }
      } finally {
        stepRef.current = null;
        dispatchFlow({ type: 'end' });
      }
    },
    [loadController, queryClient, t],
  );

  // Logout (spec 4): one POST /api/logout, then nothing else goes out with the revoked token
  // (the wallet's disconnect event must not end the session a second time, and no refetch or
  // poll may run into a 401) before the storage is cleared and the page reloads.
  const loggingOut = useRef(false);
  const logout = useCallback(async () => {
    if (loggingOut.current) return;
    loggingOut.current = true;
    tokenRef.current = null;
    await queryClient.cancelQueries();
    await logoutRequest().catch(() => undefined);
    api.close();
    storage.clearSession();
    const controller = controllerRef.current ? await controllerRef.current.catch(() => null) : null;
    await controller?.disconnect().catch(() => undefined);
    window.location.reload();
  }, [queryClient]);

  // Closing the dialog (or going back to the list) abandons a WalletConnect pairing.
  const leavePairing = useCallback(() => {
    setPairing(null);
    void controllerRef.current
      ?.then((controller) => controller.cancelPairing?.())
      .catch(() => undefined);
  }, []);
  const closeModal = useCallback(() => {
    leavePairing();
    setModalOpen(false);
  }, [leavePairing]);

  // What asked for the switch (a report, a donation) goes on once the wallet is there.
  const onSwitched = useCallback(
    (chainId: number) => setWallet((w) => (w.connected ? { ...w, chainId } : w)),
    [],
  );
  const switchNetwork = useSwitchNetwork(loadController, onSwitched);
  const openSwitchNetwork = switchNetwork.open;

  const status: SessionStatus =
    step !== null
      ? 'authenticating'
      : token && me.isPending
        ? 'restoring'
        : user
          ? 'authenticated'
          : 'anonymous';

  const session = useMemo<Session>(
    () => ({
      status,
      isAuthenticated: status === 'authenticated',
      user,
      wallet,
      openConnectModal: () => setModalOpen(true),
      openSwitchNetworkModal: openSwitchNetwork,
      logout,
      getWalletProvider: () =>
        loadController().then((controller) => controller.getProvider?.() ?? null),
    }),
    [status, user, wallet, logout, loadController, openSwitchNetwork],
  );

  const connectMounted = useOnceTrue(modalOpen);
  const switchMounted = useOnceTrue(switchNetwork.opened);

  return (
    <SessionContext.Provider value={session}>
      {children}
      {connectMounted && (
        <Suspense fallback={null}>
          <ConnectWalletModal
            opened={modalOpen}
            onClose={closeModal}
            options={options}
            loadError={loadError}
            step={step}
            selectedId={selectedId}
            onSelect={(option) => void signIn(option)}
            pairing={pairing}
            onPairingBack={leavePairing}
          />
        </Suspense>
      )}
      {switchMounted && (
        <Suspense fallback={null}>
          <SwitchNetworkModal
            opened={switchNetwork.opened}
            onClose={switchNetwork.close}
            onSwitch={() => void switchNetwork.switchToActionChain()}
            switching={switchNetwork.switching}
          />
        </Suspense>
      )}
    </SessionContext.Provider>
  );
}
