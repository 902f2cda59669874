// Review and reply content (spec 5 "Rich content"; DESIGN "Content safety"):
// the editor's ProseMirror/Tiptap JSON, or plain text as the fallback. Only an allowlist of
// node and mark types passes; links must be http(s); images must be our uploads. Leading blank
// paragraphs and empty paragraphs are dropped. The plain text (images excluded, trailing
// whitespace trimmed) is what limits, search and hashtags count. No HTML is ever kept.

import { SAFE_LINK_PATTERN, UPLOADED_IMAGE_PATTERN } from './content-patterns.ts';

export interface RichNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: Array<{ type: string; attrs?: Record<string, unknown> }>;
  content?: RichNode[];
}

export const ALLOWED_NODES = [
  'doc',
  'paragraph',
  'text',
  'hardBreak',
  'bulletList',
  'orderedList',
  'listItem',
  'image',
  'blockquote',
] as const;
export const ALLOWED_MARKS = ['bold', 'italic', 'link', 'strike', 'underline'] as const;

export { SAFE_LINK_PATTERN, UPLOADED_IMAGE_PATTERN } from './content-patterns.ts';

export type ContentError = 'content_invalid' | 'content_link_invalid' | 'content_image_invalid';

export interface ProcessedContent {
  /** The sanitized document, serialized (what is stored and sent back). */
  content: string;
  /** Plain text for limits, search and hashtags. */
  text: string;
  images: number;
  /** The uploads the content embeds (each must be its author's own: the server checks). */
  imageUrls: string[];
  hashtags: string[];
}

const MAX_DEPTH = 12;
const MAX_NODES = 5000;

function isBlankParagraph(node: RichNode): boolean {
  if (node.type !== 'paragraph') return false;
  return !(node.content ?? []).some(
    (child) =>
      child.type === 'image' || (child.type === 'text' && (child.text ?? '').trim() !== ''),
  );
}

class ContentRejected extends Error {
  constructor(readonly code: ContentError) {
    super(code);
  }
}

function clean(node: unknown, depth: number, counter: { nodes: number }): RichNode {
  if (depth > MAX_DEPTH || ++counter.nodes > MAX_NODES)
    throw new ContentRejected('content_invalid');
  if (!node || typeof node !== 'object' || Array.isArray(node))
    throw new ContentRejected('content_invalid');
  const input = node as Record<string, unknown>;
  const type = input.type;
  if (typeof type !== 'string' || !(ALLOWED_NODES as readonly string[]).includes(type))
    throw new ContentRejected('content_invalid');
  const out: RichNode = { type };
  if (type === 'text') {
    if (typeof input.text !== 'string') throw new ContentRejected('content_invalid');
    out.text = input.text;
    if (input.marks !== undefined) {
      if (!Array.isArray(input.marks)) throw new ContentRejected('content_invalid');
      out.marks = input.marks.map((mark) => {
        const m = mark as { type?: unknown; attrs?: Record<string, unknown> };
        if (typeof m?.type !== 'string' || !(ALLOWED_MARKS as readonly string[]).includes(m.type))
          throw new ContentRejected('content_invalid');
        if (m.type === 'link') {
          const href = m.attrs?.href;
          if (typeof href !== 'string' || !SAFE_LINK_PATTERN.test(href.trim()))
            throw new ContentRejected('content_link_invalid');
          return { type: 'link', attrs: { href: href.trim() } };
        }
        return { type: m.type };
      });
    }
    return out;
  }
  if (type === 'image') {
    const src = (input.attrs as Record<string, unknown> | undefined)?.src;
    if (typeof src !== 'string' || !UPLOADED_IMAGE_PATTERN.test(src))
      throw new ContentRejected('content_image_invalid');
    const alt = (input.attrs as Record<string, unknown>).alt;
    out.attrs = { src, ...(typeof alt === 'string' ? { alt: alt.slice(0, 200) } : {}) };
    return out;
  }
  if (type === 'orderedList') {
    const start = (input.attrs as Record<string, unknown> | undefined)?.start;
    if (typeof start === 'number' && Number.isInteger(start) && start > 0 && start < 10000)
      out.attrs = { start };
  }
  if (input.content !== undefined) {
    if (!Array.isArray(input.content)) throw new ContentRejected('content_invalid');
    out.content = input.content.map((child) => clean(child, depth + 1, counter));
  }
  return out;
}

function plainText(node: RichNode): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  if (node.type === 'image') return '';
  const inner = (node.content ?? []).map(plainText);
  // blocks are separated by a blank line, like the editor's getText()
  const isBlockContainer =
    node.type === 'doc' ||
    node.type === 'bulletList' ||
    node.type === 'orderedList' ||
    node.type === 'blockquote' ||
    node.type === 'listItem';
  return isBlockContainer ? inner.filter((t) => t !== '').join('\n\n') : inner.join('');
}

function imageSources(node: RichNode, out: Set<string> = new Set()): string[] {
  const src = node.type === 'image' ? node.attrs?.src : undefined;
  if (typeof src === 'string') out.add(src);
  for (const child of node.content ?? []) imageSources(child, out);
  return [...out];
}

function countImages(node: RichNode): number {
  return (
    (node.type === 'image' ? 1 : 0) +
    (node.content ?? []).reduce((sum, child) => sum + countImages(child), 0)
  );
}

const HASHTAG = /(?:^|[^\p{L}\p{M}\p{N}_&#])#([\p{L}\p{M}\p{N}_]{1,50})/gu;

/** Unique lowercase hashtags ('#' followed by word characters, Unicode-aware). */
export function extractHashtags(text: string): string[] {
  const tags = new Set<string>();
  for (const match of text.matchAll(HASHTAG)) tags.add(match[1]!.toLowerCase());
  return [...tags].slice(0, 20);
}

function textDoc(text: string): RichNode {
  const paragraphs = text.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  return {
    type: 'doc',
    content: paragraphs.map((p) => {
      const lines = p.split('\n');
      const content: RichNode[] = [];
      lines.forEach((line, i) => {
        if (i > 0) content.push({ type: 'hardBreak' });
        if (line) content.push({ type: 'text', text: line });
      });
      return { type: 'paragraph', content };
    }),
  };
}

/**
 * Validates and normalizes content. Input that parses as a JSON doc is treated as the
 * editor's document; anything else is plain text (spec 3: plain text fallback).
 */
export function processContent(
  raw: string,
): { ok: true; value: ProcessedContent } | { ok: false; error: ContentError } {
  let doc: RichNode;
  const trimmed = raw.trim();
  let parsed: unknown = undefined;
  if (trimmed.startsWith('{')) {
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      parsed = undefined;
    }
  }
  try {
    if (parsed !== undefined) {
      doc = clean(parsed, 0, { nodes: 0 });
      if (doc.type !== 'doc') return { ok: false, error: 'content_invalid' };
    } else {
      doc = textDoc(raw);
    }
  } catch (error) {
    if (error instanceof ContentRejected) return { ok: false, error: error.code };
    throw error;
  }
  // drop leading blank paragraphs and empty paragraphs (spec 5)
  const blocks = (doc.content ?? []).filter((block) => !isBlankParagraph(block));
  doc = { type: 'doc', content: blocks };
  const text = plainText(doc).replace(/\s+$/u, '');
  return {
    ok: true,
    value: {
      content: JSON.stringify(doc),
      text,
      images: countImages(doc),
      imageUrls: imageSources(doc),
      hashtags: extractHashtags(text),
    },
  };
}

/** Characters counted toward limits: trimmed plain text, images excluded. */
export function contentLength(text: string): number {
  return [...text.trim()].length;
}
