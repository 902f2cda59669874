// The official WalletConnect v2 sign client, in a module of its own so the bundler gives it its
// own chunk (walletconnect-client-*.js), loaded only by walletconnect-provider.ts on first use.
export { SignClient } from '@walletconnect/sign-client';
