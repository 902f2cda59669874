// An EIP-1193 provider over a local private key, for the DEMO mode's "Demo wallet": it
// signs in the page (no extension) and forwards chain reads and sends to the dev chain RPC.
import {
  createWalletClient,
  http,
  isHex,
  numberToHex,
  type EIP1193Provider,
  type Hex,
  type TransactionRequest,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/** Hardhat's well-known development account #1: public test key, worthless on real chains. */
export const DEMO_PRIVATE_KEY: Hex =
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

type Listener = (...args: unknown[]) => void;

export interface DemoProviderOptions {
  privateKey: Hex;
  chainId: number;
  rpcUrl: string | null;
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export function createDemoProvider(
  options: DemoProviderOptions,
): EIP1193Provider & { address: Hex } {
  const account = privateKeyToAccount(options.privateKey);
  const listeners = new Map<string, Set<Listener>>();
  const chainId = options.chainId;
  // A local key is always at hand, so the demo wallet reconnects after a reload like an
  // extension that has already authorized the site; logout revokes it for the page.
  let connected = true;

  const transport = options.rpcUrl ? http(options.rpcUrl) : null;
  const rpc = async (method: string, params: unknown) => {
    if (!transport) throw new RpcError(4200, `The demo wallet has no RPC for ${method}`);
    const client = transport({ retryCount: 0 });
    return client.request({ method, params } as never);
  };

  async function request({
    method,
    params,
  }: {
    method: string;
    params?: unknown;
  }): Promise<unknown> {
    const args = (Array.isArray(params) ? params : []) as unknown[];
    switch (method) {
      case 'eth_requestAccounts':
        connected = true;
        return [account.address];
      case 'eth_accounts':
        return connected ? [account.address] : [];
      case 'wallet_requestPermissions':
        connected = true;
        return [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
          },
        ];
      case 'wallet_revokePermissions':
        connected = false;
        return null;
      case 'eth_chainId':
        return numberToHex(chainId);
      case 'net_version':
        return String(chainId);
      case 'wallet_switchEthereumChain': {
        const target = Number((args[0] as { chainId?: string } | undefined)?.chainId);
        if (target !== chainId)
          throw new RpcError(4902, `The demo wallet only knows chain ${chainId}`);
        return null;
      }
      case 'personal_sign': {
        const [data] = args as [Hex];
        const message = isHex(data) ? { raw: data } : String(data);
        return account.signMessage({ message });
      }
      case 'eth_sign': {
        const [, data] = args as [Hex, Hex];
        return account.signMessage({ message: { raw: data } });
      }
      case 'eth_signTypedData_v4': {
        const [, typed] = args as [Hex, string | object];
        const parsed = (typeof typed === 'string' ? JSON.parse(typed) : typed) as {
          domain?: Record<string, unknown>;
          types: Record<string, unknown>;
          primaryType: string;
          message: Record<string, unknown>;
        };
        const { EIP712Domain: _domain, ...types } = parsed.types;
        return account.signTypedData({
          domain: parsed.domain,
          types,
          primaryType: parsed.primaryType,
          message: parsed.message,
        } as never);
      }
      case 'eth_sendTransaction': {
        if (!options.rpcUrl)
          throw new RpcError(4200, 'The demo wallet has no RPC to send transactions');
        const [tx] = args as [TransactionRequest & { gas?: Hex; value?: Hex }];
        const wallet = createWalletClient({ account, transport: http(options.rpcUrl) });
        const chain = {
          id: chainId,
          name: 'Dev Chain',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [options.rpcUrl] } },
        };
        return wallet.sendTransaction({
          chain,
          to: tx.to ?? undefined,
          data: tx.data,
          value: tx.value !== undefined ? BigInt(tx.value) : undefined,
          gas: tx.gas !== undefined ? BigInt(tx.gas) : undefined,
        } as never);
      }
      default:
        if (method.startsWith('wallet_')) throw new RpcError(4200, `Unsupported method ${method}`);
        return rpc(method, params);
    }
  }

  const provider = {
    address: account.address,
    request,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  return provider as unknown as EIP1193Provider & { address: Hex };
}
