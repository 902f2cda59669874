// A translated text with named parts ('<from>{{from}}</from> donated ...') rendered with a
// component for each part, as react-i18next's Trans does for such texts, without its HTML
// parser (about 6 KB gzip). The values are put in after the text is cut at its tags, so a
// value that looks like a tag stays text.
import { Fragment, type ReactNode } from 'react';
import type { TFunction } from 'i18next';

const TAG = /<([a-zA-Z]+)>([\s\S]*?)<\/\1>/g;

/** `key` translated with `values`, each <name>...</name> part rendered by `parts[name]`. */
export function taggedText(
  t: TFunction,
  key: string,
  values: Record<string, string>,
  parts: Record<string, (children: ReactNode) => ReactNode>,
): ReactNode {
  // each value stands as a token while the tags are cut, then comes back as plain text
  const token = (name: string) => `\uE000${name}\uE000`;
  const template = t(key, Object.fromEntries(Object.keys(values).map((n) => [n, token(n)])));
  const fill = (text: string) =>
    text.replace(/\uE000([a-zA-Z]+)\uE000/g, (whole, name: string) => values[name] ?? whole);
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of template.matchAll(TAG)) {
    const [whole, name, inner] = match as unknown as [string, string, string];
    if (match.index > last) out.push(fill(template.slice(last, match.index)));
    const part = parts[name];
    out.push(part ? part(fill(inner)) : fill(inner));
    last = match.index + whole.length;
  }
  if (last < template.length) out.push(fill(template.slice(last)));
  return out.map((node, i) => <Fragment key={i}>{node}</Fragment>);
}
