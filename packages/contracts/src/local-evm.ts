// A local EVM: Hardhat 2's network (EDR) in this process, served over JSON-RPC on 127.0.0.1.
// Hardhat is loaded only here, lazily, so nothing else pays for it; it never downloads a
// compiler because nothing is compiled (the bytecode is generated, see scripts/compile.mjs).
import { createRequire } from 'node:module';
import net from 'node:net';
import type { EIP1193Provider } from 'viem';
import { DEV_CHAIN_ID, devAccounts, type DevAccount } from './accounts.ts';

export interface LocalEvmOptions {
  /** Always a loopback address: the dev chain's accounts are unlocked. */
  host?: '127.0.0.1' | 'localhost';
  /** 0 picks a free port. */
  port?: number;
  chainId?: number;
  accounts?: number;
  /** Wei per account (default 10,000 ETH/BNB). */
  balance?: bigint;
  /**
   * Make eth_sendTransaction of a failing transaction an RPC error (Hardhat's default). Off by
   * default: like a real node, a failing transaction is mined with status 0 and its hash returned.
   */
  throwOnTransactionFailures?: boolean;
}

export interface LocalEvm {
  rpcUrl: string;
  port: number;
  chainId: number;
  accounts: DevAccount[];
  /** The in-process provider (faster than HTTP for setup work). */
  provider: EIP1193Provider;
  close(): Promise<void>;
}

interface HardhatServer {
  listen(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}

export async function startLocalEvm(options: LocalEvmOptions = {}): Promise<LocalEvm> {
  const require = createRequire(import.meta.url);
  const {
    createHardhatNetworkProvider,
  } = require('hardhat/internal/hardhat-network/provider/provider');
  const { JsonRpcServer } = require('hardhat/internal/hardhat-network/jsonrpc/server');
  const {
    defaultHardhatNetworkParams: defaults,
  } = require('hardhat/internal/core/config/default-config');
  const chainId = options.chainId ?? DEV_CHAIN_ID;
  const accounts = devAccounts(options.accounts ?? 10);
  const balance = options.balance ?? 10n ** 22n;
  const provider = (await createHardhatNetworkProvider(
    {
      chainId,
      networkId: chainId,
      hardfork: defaults.hardfork,
      blockGasLimit: defaults.blockGasLimit,
      initialBaseFeePerGas: 1_000_000_000,
      minGasPrice: 0n,
      throwOnTransactionFailures: options.throwOnTransactionFailures ?? false,
      throwOnCallFailures: true,
      automine: true,
      intervalMining: 0,
      mempoolOrder: 'priority',
      chains: defaults.chains,
      genesisAccounts: accounts.map((a) => ({ privateKey: a.privateKey, balance })),
      allowUnlimitedContractSize: false,
      allowBlocksWithSameTimestamp: false,
      enableTransientStorage: false,
      enableRip7212: false,
    },
    { enabled: false },
  )) as EIP1193Provider;
  const host = options.host ?? '127.0.0.1';
  // Hardhat's server does not report listen errors: a taken fixed port falls back to a free one
  const wanted = options.port && (await portIsFree(host, options.port)) ? options.port : 0;
  const server = new JsonRpcServer({ hostname: host, port: wanted, provider }) as HardhatServer;
  const { port } = await server.listen();
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    port,
    chainId,
    accounts,
    provider,
    close: () => server.close(),
  };
}

function portIsFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}
