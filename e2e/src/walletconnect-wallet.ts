// The wallet side of WalletConnect for tests: the official @walletconnect/sign-client in the
// test process, with a development key. It approves every eip155 proposal (the chains the app
// offers) and answers personal_sign; the key never leaves the test process.
import { SignClient } from '@walletconnect/sign-client';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { Hex } from 'viem';

type Client = InstanceType<typeof SignClient>;

export interface TestWalletConnectWallet {
  client: Client;
  account: PrivateKeyAccount;
  /** Every request method the dapp sent, in order. */
  requests: string[];
  /** Topics of the sessions the dapp ended (its session_delete). */
  deleted: string[];
  /** Reject the next session proposal (as a user pressing Reject in the wallet). */
  rejectNextProposal: boolean;
  /** Pairs with a `wc:` URI; resolves with the approved session's topic. */
  pair(uri: string): Promise<string>;
  /** Ends a session from the wallet (session_delete to the dapp). */
  disconnect(topic: string): Promise<void>;
  close(): Promise<void>;
}

let instances = 0;

export async function startWalletConnectWallet(
  relayUrl: string,
  privateKey: Hex,
): Promise<TestWalletConnectWallet> {
  const account = privateKeyToAccount(privateKey);
  const client = await SignClient.init({
    projectId: 'chainreview-e2e-wallet',
    relayUrl,
    telemetryEnabled: false,
    logger: 'error',
    // One core per client: sign-client shares a core per storage prefix within a process.
    customStoragePrefix: `e2e-wallet-${++instances}-${Date.now()}`,
    metadata: {
      name: 'E2E Wallet',
      description: 'Test wallet',
      url: 'http://127.0.0.1',
      icons: [],
    },
  });
  // Offline: the wallet would look the dapp's origin up at verify.walletconnect.org.
  client.core.verify.resolve = async () => undefined as never;
  const requests: string[] = [];
  const deleted: string[] = [];
  let onApproved: ((topic: string) => void) | null = null;
  let onFailed: ((error: unknown) => void) | null = null;

  client.on('session_proposal', async ({ id, params }) => {
    try {
      if (wallet.rejectNextProposal) {
        wallet.rejectNextProposal = false;
        await client.reject({ id, reason: { code: 5000, message: 'User rejected.' } });
        onFailed?.(new Error('rejected'));
        return;
      }
      const proposed = { ...params.requiredNamespaces, ...params.optionalNamespaces }.eip155;
      const chains = proposed?.chains ?? [];
      const { acknowledged } = await client.approve({
        id,
        namespaces: {
          eip155: {
            chains,
            accounts: chains.map((c) => `${c}:${account.address}`),
            methods: proposed?.methods ?? ['personal_sign'],
            events: proposed?.events ?? ['chainChanged', 'accountsChanged'],
          },
        },
      });
      const session = await acknowledged();
      onApproved?.(session.topic);
    } catch (error) {
      onFailed?.(error);
    }
  });

  client.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request as { method: string; params: unknown[] };
    requests.push(method);
    if (method === 'personal_sign') {
      const signature = await account.signMessage({ message: { raw: args[0] as Hex } });
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } });
      return;
    }
    await client.respond({
      topic,
      response: { id, jsonrpc: '2.0', error: { code: 4200, message: `${method} unsupported` } },
    });
  });

  client.on('session_delete', ({ topic }) => {
    deleted.push(topic);
  });

  const wallet: TestWalletConnectWallet = {
    client,
    account,
    requests,
    deleted,
    rejectNextProposal: false,
    async pair(uri) {
      const approved = new Promise<string>((resolve, reject) => {
        onApproved = resolve;
        onFailed = reject;
      });
      await client.pair({ uri });
      return approved;
    },
    async disconnect(topic) {
      await client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } });
    },
    async close() {
      await client.core.relayer.transportClose().catch(() => undefined);
    },
  };
  return wallet;
}
