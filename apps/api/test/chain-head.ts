// A local JSON-RPC server standing in for a chain node whose head the tests set: it answers
// eth_chainId and eth_blockNumber, and can hang (a node that stopped answering).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChainHead {
  url: string;
  /** The block number eth_blockNumber answers. */
  head: bigint;
  /** While true, requests get no answer. */
  hanging: boolean;
  close(): Promise<void>;
}

export async function startChainHead(chainId: number, head: bigint): Promise<ChainHead> {
  const held = new Set<http.ServerResponse>();
  const state: ChainHead = {
    url: '',
    head,
    hanging: false,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (state.hanging) {
        held.add(res);
        return;
      }
      const parsed = JSON.parse(body) as
        { id: number; method: string } | Array<{ id: number; method: string }>;
      const answer = (msg: { id: number; method: string }) =>
        msg.method === 'eth_chainId'
          ? { jsonrpc: '2.0', id: msg.id, result: `0x${chainId.toString(16)}` }
          : msg.method === 'eth_blockNumber'
            ? { jsonrpc: '2.0', id: msg.id, result: `0x${state.head.toString(16)}` }
            : { jsonrpc: '2.0', id: msg.id, error: { code: -32601, message: 'not here' } };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
