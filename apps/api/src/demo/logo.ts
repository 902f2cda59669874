// The demo draws its logos with the API's logo addresses (the API serves them).
export { initials, logoUrl, renderLogo } from '../lib/logo.ts';
