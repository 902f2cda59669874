// A test wallet injected as window.ethereum (EIP-1193, announced by EIP-6963). Its keys stay
// in the test process: the page calls back through a Playwright binding to sign. Like a real
// extension it answers eth_accounts with [] until eth_requestAccounts.
import type { BrowserContext } from 'playwright-core';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { createWalletClient, defineChain, http, toHex, type Hex } from 'viem';

export interface TestWallet {
  account: PrivateKeyAccount;
  chainId: number;
  connected: boolean;
  /** Every method the page asked for, in order. */
  calls: string[];
  /** Make the next personal_sign fail with this EIP-1193 error. */
  rejectNextSign?: { code: number; message: string };
}

/** Forwards a JSON-RPC call to a node (reads, receipts, gas) and returns its answer as is. */
async function forward(rpcUrl: string, method: string, params: unknown[]) {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as {
    result?: unknown;
    error?: { code: number; message: string };
  };
  return body.error ? { error: body.error } : { result: body.result };
}

/**
 * `rpcUrl` (the dev chain from system-configs) lets the wallet send transactions: they are
 * signed here with the test key and sent to that node; other node calls are forwarded to it.
 */
export async function installTestWallet(
  context: BrowserContext,
  privateKey: Hex,
  chainId = 56,
  rpcUrl?: string,
): Promise<TestWallet> {
  const wallet: TestWallet = {
    account: privateKeyToAccount(privateKey),
    chainId,
    connected: false,
    calls: [],
  };

  await context.exposeBinding(
    '__testWalletRequest',
    async (_source, method: string, params: unknown[]) => {
      wallet.calls.push(method);
      const address = wallet.account.address;
      switch (method) {
        case 'eth_requestAccounts':
          wallet.connected = true;
          return { result: [address] };
        case 'eth_accounts':
          return { result: wallet.connected ? [address] : [] };
        case 'eth_chainId':
          return { result: toHex(wallet.chainId) };
        case 'net_version':
          return { result: String(wallet.chainId) };
        case 'wallet_requestPermissions':
          wallet.connected = true;
          return { result: [{ parentCapability: 'eth_accounts' }] };
        case 'wallet_getPermissions':
          return { result: wallet.connected ? [{ parentCapability: 'eth_accounts' }] : [] };
        case 'wallet_revokePermissions':
          wallet.connected = false;
          return { result: null };
        case 'wallet_switchEthereumChain': {
          const [{ chainId: next }] = params as [{ chainId: string }];
          wallet.chainId = Number(next);
          return { result: null, event: { name: 'chainChanged', data: next } };
        }
        case 'wallet_addEthereumChain':
          return { result: null };
        case 'personal_sign': {
          if (wallet.rejectNextSign) {
            const error = wallet.rejectNextSign;
            wallet.rejectNextSign = undefined;
            return { error };
          }
          const [data] = params as [Hex, string];
          const signature = await wallet.account.signMessage({ message: { raw: data } });
          return { result: signature };
        }
        case 'eth_signTypedData_v4': {
          if (wallet.rejectNextSign) {
            const error = wallet.rejectNextSign;
            wallet.rejectNextSign = undefined;
            return { error };
          }
          const [, json] = params as [Hex, string | object];
          const typed = (typeof json === 'string' ? JSON.parse(json) : json) as {
            domain: Record<string, unknown>;
            types: Record<string, Array<{ name: string; type: string }>>;
            primaryType: string;
            message: Record<string, unknown>;
          };
          const { EIP712Domain: _domain, ...types } = typed.types;
          const signature = await wallet.account.signTypedData({
            domain: typed.domain,
            types,
            primaryType: typed.primaryType,
            message: typed.message,
          } as Parameters<typeof wallet.account.signTypedData>[0]);
          return { result: signature };
        }
        case 'eth_sendTransaction': {
          if (!rpcUrl)
            return { error: { code: 4200, message: 'Test wallet has no node to send to' } };
          const [tx] = params as [{ to?: Hex; data?: Hex; value?: Hex; gas?: Hex }];
          const client = createWalletClient({
            account: wallet.account,
            chain: defineChain({
              id: wallet.chainId,
              name: 'Dev Chain',
              nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
              rpcUrls: { default: { http: [rpcUrl] } },
            }),
            transport: http(rpcUrl),
          });
          try {
            const hash = await client.sendTransaction({
              to: tx.to,
              data: tx.data,
              value: tx.value ? BigInt(tx.value) : undefined,
              gas: tx.gas ? BigInt(tx.gas) : undefined,
            });
            return { result: hash };
          } catch (error) {
            const e = error as { shortMessage?: string; message?: string };
            return {
              error: { code: -32603, message: e.shortMessage ?? e.message ?? 'send failed' },
            };
          }
        }
        case 'eth_blockNumber':
          return rpcUrl ? forward(rpcUrl, method, params) : { result: '0x1' };
        default:
          if (rpcUrl && method.startsWith('eth_')) return forward(rpcUrl, method, params);
          return { error: { code: 4200, message: `Test wallet does not support ${method}` } };
      }
    },
  );

  await context.addInitScript(() => {
    type Listener = (...args: unknown[]) => void;
    const listeners = new Map<string, Set<Listener>>();
    const emit = (name: string, data: unknown) => listeners.get(name)?.forEach((l) => l(data));
    const provider = {
      isMetaMask: false,
      isTestWallet: true,
      async request({ method, params }: { method: string; params?: unknown[] }) {
        const bridge = (
          window as unknown as {
            __testWalletRequest: (
              m: string,
              p: unknown[],
            ) => Promise<{
              result?: unknown;
              error?: { code: number; message: string };
              event?: { name: string; data: unknown };
            }>;
          }
        ).__testWalletRequest;
        const response = await bridge(method, params ?? []);
        if (response.error) {
          const error = new Error(response.error.message) as Error & { code: number };
          error.code = response.error.code;
          throw error;
        }
        if (response.event) setTimeout(() => emit(response.event!.name, response.event!.data), 0);
        if (method === 'eth_requestAccounts')
          setTimeout(() => emit('accountsChanged', response.result), 0);
        return response.result;
      },
      on(name: string, listener: Listener) {
        const set = listeners.get(name) ?? new Set();
        set.add(listener);
        listeners.set(name, set);
        return provider;
      },
      removeListener(name: string, listener: Listener) {
        listeners.get(name)?.delete(listener);
        return provider;
      },
    };
    Object.defineProperty(window, 'ethereum', { value: provider, configurable: true });
    const info = {
      uuid: '3b7c6a1e-0000-4000-8000-00000000e2e0',
      name: 'Test Wallet',
      icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PGNpcmNsZSBjeD0iMTYiIGN5PSIxNiIgcj0iMTYiIGZpbGw9IiM0YzZlZjUiLz48L3N2Zz4=',
      rdns: 'org.chainreview.testwallet',
    };
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
      );
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
  });

  return wallet;
}

/** Hardhat's well-known dev account #5 (never the demo wallet #1), so e2e users start fresh. */
export const TEST_WALLET_KEY: Hex =
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba';
