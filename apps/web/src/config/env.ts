// Build-time configuration (import.meta.env), validated once at start-up so a bad value
// stops the app with a readable message instead of failing somewhere deep inside.
/** Empty strings count as unset. */
function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** WalletConnect's public relay; VITE_WALLETCONNECT_RELAY_URL points elsewhere (a test relay). */
export const DEFAULT_WALLETCONNECT_RELAY_URL = 'wss://relay.walletconnect.org';

function parseEnv(raw: Record<string, unknown>) {
  const problems: string[] = [];
  const optionalUrl = (key: string, protocol = /^https?:$/) => {
    const value = optionalText(raw[key]);
    if (value === undefined) return undefined;
    let ok = false;
    try {
      ok = protocol.test(new URL(value).protocol);
    } catch {
      ok = false;
    }
    if (!ok) problems.push(`${key}: Invalid URL`);
    return value;
  };
  const apiBase = raw.VITE_API_BASE ?? '/api';
  if (typeof apiBase !== 'string') problems.push('VITE_API_BASE: Invalid input');
  const parsed = {
    VITE_API_BASE: String(apiBase),
    VITE_WALLETCONNECT_PROJECT_ID: optionalText(raw.VITE_WALLETCONNECT_PROJECT_ID),
    VITE_WALLETCONNECT_RELAY_URL: optionalUrl('VITE_WALLETCONNECT_RELAY_URL', /^wss?:$/),
    VITE_SUBMIT_PROJECT_URL: optionalUrl('VITE_SUBMIT_PROJECT_URL'),
    VITE_EDIT_REQUEST_URL: optionalUrl('VITE_EDIT_REQUEST_URL'),
    VITE_DOCS_URL: optionalUrl('VITE_DOCS_URL'),
  };
  if (problems.length)
    throw new Error(`Invalid web app configuration (VITE_* variables): ${problems.join('; ')}`);
  return parsed;
}

const raw = parseEnv(import.meta.env as Record<string, unknown>);

/** Documentation site; the product's docs pages hang off it. */
const docsBase = (raw.VITE_DOCS_URL ?? 'https://docs.chainreview.app').replace(/\/$/, '');

export const env = {
  apiBase: raw.VITE_API_BASE.replace(/\/$/, ''),
  walletConnectProjectId: raw.VITE_WALLETCONNECT_PROJECT_ID,
  walletConnectRelayUrl: raw.VITE_WALLETCONNECT_RELAY_URL ?? DEFAULT_WALLETCONNECT_RELAY_URL,
  isDev: import.meta.env.DEV,
} as const;

/**
 * External links (spec 2 and 9: docs, socials, the 'Submit Project' and edit-request forms).
 * The product's real addresses are not in the spec: these defaults are ours and each can be
 * overridden at build time.
 */
export const externalLinks = {
  submitProject: raw.VITE_SUBMIT_PROJECT_URL ?? `${docsBase}/submit-project`,
  editRequest: raw.VITE_EDIT_REQUEST_URL ?? `${docsBase}/request-edit`,
  guideBook: `${docsBase}/guide-book`,
  termsOfUse: `${docsBase}/terms-of-use`,
  privacyPolicy: `${docsBase}/privacy-policy`,
  contactUs: `${docsBase}/contact-us`,
  disclaimer: `${docsBase}/disclaimer`,
  energyHelp: `${docsBase}/guide-book/energy`,
  rankHelp: `${docsBase}/guide-book/levels`,
  aboutProduct: `${docsBase}/`,
  nabox: 'https://nabox.io',
  socials: {
    telegram: 'https://t.me/chainreview',
    twitter: 'https://x.com/chainreview',
    facebook: 'https://www.facebook.com/chainreview',
    discord: 'https://discord.gg/chainreview',
    youtube: 'https://www.youtube.com/@chainreview',
    medium: 'https://medium.com/@chainreview',
  },
} as const;
