// `npm run log:keygen [-- <name>]`: prints a new Ed25519 key pair for the transparency log in
// Go's note format (the same strings golang.org/x/mod/sumdb/note GenerateKey prints). The
// private key goes in LOG_SIGNING_KEY; the verifier key is what verifiers are given.
import { generateKeyPair } from '../../lib/note-key.ts';

const name = process.argv[2] ?? 'chainreview-log';
if (!/^[^+\s]+$/.test(name)) {
  console.error('The key name must be one word without "+" (e.g. reviews.example/log).');
  process.exit(2);
}
const { signerKey, verifierKey } = generateKeyPair(name);
console.log(`LOG_SIGNING_KEY=${signerKey}`);
console.log(`# verifier key (publish it): ${verifierKey}`);
