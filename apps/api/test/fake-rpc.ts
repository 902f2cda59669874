// A local JSON-RPC server standing in for a remote chain node in tests: it answers eth_call
// for the contracts it is given, with ABI-encoded results (no mocking library).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeFunctionData, encodeFunctionResult, type Abi } from 'viem';

export interface FakeContract {
  abi: Abi;
  /** function name -> result (or a function of the decoded args) */
  results: Record<string, unknown | ((args: readonly unknown[]) => unknown)>;
}

export async function startFakeRpc(chainId: number, contracts: Record<string, FakeContract>) {
  const byAddress = new Map(Object.entries(contracts).map(([a, c]) => [a.toLowerCase(), c]));
  let calls = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const parsed = JSON.parse(body) as
        | { id: number; method: string; params: unknown[] }
        | Array<{ id: number; method: string; params: unknown[] }>;
      const answer = (msg: { id: number; method: string; params: unknown[] }) => {
        calls++;
        if (msg.method === 'eth_chainId')
          return { jsonrpc: '2.0', id: msg.id, result: `0x${chainId.toString(16)}` };
        if (msg.method === 'eth_call') {
          const [{ to, data }] = msg.params as [{ to: string; data: `0x${string}` }];
          const contract = byAddress.get(to.toLowerCase());
          if (!contract) return { jsonrpc: '2.0', id: msg.id, result: '0x' };
          try {
            const { functionName, args } = decodeFunctionData({ abi: contract.abi, data });
            const spec = contract.results[functionName];
            if (spec === undefined)
              return {
                jsonrpc: '2.0',
                id: msg.id,
                error: { code: 3, message: 'execution reverted' },
              };
            const value =
              typeof spec === 'function'
                ? (spec as (a: readonly unknown[]) => unknown)(args ?? [])
                : spec;
            return {
              jsonrpc: '2.0',
              id: msg.id,
              result: encodeFunctionResult({
                abi: contract.abi,
                functionName,
                result: value,
              } as never),
            };
          } catch {
            return {
              jsonrpc: '2.0',
              id: msg.id,
              error: { code: 3, message: 'execution reverted' },
            };
          }
        }
        return { jsonrpc: '2.0', id: msg.id, error: { code: -32601, message: 'method not found' } };
      };
      const reply = Array.isArray(parsed) ? parsed.map(answer) : answer(parsed);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local stand-in for the CoinGecko-compatible price API. */
export async function startFakePriceApi(
  prices: { binancecoin?: number; ethereum?: number },
  status = 200,
) {
  let hits = 0;
  const server = http.createServer((req, res) => {
    hits++;
    if (!req.url?.startsWith('/simple/price')) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        ...(prices.binancecoin ? { binancecoin: { usd: prices.binancecoin } } : {}),
        ...(prices.ethereum ? { ethereum: { usd: prices.ethereum } } : {}),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: () => hits,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
