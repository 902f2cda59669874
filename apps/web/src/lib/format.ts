// Display formatting for the web app.
//
// Note: the web app imports packages/shared through its subpaths ('@chainreview/shared/links')
// rather than the package root: the root also evaluates the zod schemas and viem address
// helpers, which would land in the first page's bundle.

/** 0x1234...abcd: 4 characters each side (spec 9), as packages/shared shortenAddress does. */
export function shortAddress(address: string, chars = 4): string {
  if (address.length <= chars * 2 + 2) return address;
  const start = address.startsWith('0x') ? chars + 2 : chars;
  return `${address.slice(0, start)}...${address.slice(-chars)}`;
}
