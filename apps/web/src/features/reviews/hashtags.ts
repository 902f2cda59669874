// Hashtags in displayed text (spec 5): '#' followed by word characters, Unicode-aware, the
// same rule the server uses to index them (packages/shared content.ts): a '#' glued to a
// word, '&' or another '#' does not start one (so 'a#b' and '&#39;' stay text).
const HASHTAG = /(?<![\p{L}\p{M}\p{N}_&#])#([\p{L}\p{M}\p{N}_]{1,50})/gu;

export type TextPart =
  { type: 'text'; text: string } | { type: 'hashtag'; text: string; tag: string };

/** Splits text into plain runs and hashtags ('#Web3' has tag 'web3'). */
export function splitHashtags(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const start = match.index;
    if (start > last) parts.push({ type: 'text', text: text.slice(last, start) });
    parts.push({ type: 'hashtag', text: match[0], tag: match[1]!.toLowerCase() });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ type: 'text', text: text.slice(last) });
  return parts;
}
