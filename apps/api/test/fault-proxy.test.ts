// The fault proxy itself: passes bytes, holds them while paused, cuts on drop, resets on refuse.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';

let echo: net.Server;
let proxy: FaultProxy;

beforeAll(async () => {
  echo = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.pipe(socket);
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  proxy = await startFaultProxy({
    host: '127.0.0.1',
    port: (echo.address() as net.AddressInfo).port,
  });
});
afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => echo.close(resolve));
});

function open(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(proxy.port, '127.0.0.1', () => {
      socket.off('error', reject);
      socket.on('error', () => undefined);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}
const nextData = (socket: net.Socket) =>
  new Promise<string>((resolve) => socket.once('data', (chunk) => resolve(String(chunk))));
const closed = (socket: net.Socket) =>
  new Promise<void>((resolve) => {
    socket.on('error', () => undefined);
    socket.once('close', () => resolve());
  });

describe('fault proxy', () => {
  it('passes bytes both ways', async () => {
    const socket = await open();
    socket.write('ping');
    expect(await nextData(socket)).toBe('ping');
    socket.destroy();
  });

  it('holds bytes while paused and delivers them on resume, in order', async () => {
    const socket = await open();
    socket.write('a');
    expect(await nextData(socket)).toBe('a');
    proxy.pause();
    let received = '';
    socket.on('data', (chunk) => (received += String(chunk)));
    socket.write('b');
    socket.write('c');
    expect(received).toBe('');
    proxy.resume();
    await new Promise<void>((resolve) => {
      const check = () => (received === 'bc' ? resolve() : setImmediate(check));
      check();
    });
    expect(received).toBe('bc');
    socket.destroy();
  });

  it('holds a connection opened while paused until resume', async () => {
    proxy.pause();
    const socket = await open();
    socket.write('late');
    const answer = nextData(socket);
    proxy.resume();
    expect(await answer).toBe('late');
    socket.destroy();
  });

  it('cuts open connections on drop and lets new ones through', async () => {
    const socket = await open();
    const gone = closed(socket);
    proxy.drop();
    await gone;
    const fresh = await open();
    fresh.write('again');
    expect(await nextData(fresh)).toBe('again');
    fresh.destroy();
  });

  it('resets new connections while refusing, until resume', async () => {
    proxy.refuse();
    expect(proxy.mode).toBe('refuse');
    const socket = net.connect(proxy.port, '127.0.0.1');
    await closed(socket);
    proxy.resume();
    const fresh = await open();
    fresh.write('back');
    expect(await nextData(fresh)).toBe('back');
    fresh.destroy();
  });
});
