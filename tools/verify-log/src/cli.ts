// npm run verify-log -- <site URL> [--state <file>] [--rpc <url>] [--key <vkey>]
//   [--signed-site <origin>]
// Exit status: 0 when everything verified, 1 on any mismatch (each one named), 2 on bad usage.
import { verifyLog } from './verify.ts';

const USAGE =
  'usage: verify-log <site URL> [--state <file>] [--rpc <url>] [--key <name+hash+key>] [--timeout <ms>] [--signed-site <origin>]';

function parseArgs(argv: string[]) {
  const options: {
    site?: string;
    state?: string;
    rpc?: string;
    key?: string;
    timeout?: number;
    signedSite?: string;
  } = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--state') options.state = value();
    else if (arg === '--rpc') options.rpc = value();
    else if (arg === '--key') options.key = value();
    else if (arg === '--timeout') options.timeout = Number(value());
    else if (arg === '--signed-site') options.signedSite = value();
    else if (arg === '-h' || arg === '--help') {
      console.log(USAGE);
      process.exit(0);
    } else if (!arg.startsWith('-') && !options.site) options.site = arg;
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!options.site) throw new Error('the site URL is missing');
  if (!/^https?:\/\//.test(options.site)) throw new Error('the site URL starts with http(s)://');
  return options;
}

let args: ReturnType<typeof parseArgs>;
try {
  args = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

const result = await verifyLog({
  site: args.site!,
  statePath: args.state,
  rpcUrl: args.rpc,
  key: args.key,
  timeoutMs: args.timeout,
  signedSite: args.signedSite,
  print: (line) => console.log(line),
});
process.exit(result.ok ? 0 : 1);
