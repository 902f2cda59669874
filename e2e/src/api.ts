// The API as the tests' own client uses it: a JSON call that throws on an error answer, and a
// wallet's sign-in by key (challenge, signature, token) without a browser.
import { privateKeyToAccount } from 'viem/accounts';
import { baseUrl } from './browser.ts';

export async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

export async function signInByApi(key: `0x${string}`): Promise<string> {
  const account = privateKeyToAccount(key);
  const challenge = await call<{ data: { message: string } }>('POST', '/login', {
    address: account.address,
  });
  const sign = await account.signMessage({ message: challenge.data.message });
  return (
    await call<{ data: { access_token: string } }>('POST', '/verify-login', {
      address: account.address,
      sign,
    })
  ).data.access_token;
}
