// Review and reply content as React elements, built from the stored editor JSON (or plain
// text, the spec's fallback). Nothing is ever injected as HTML: text nodes become text, only
// the allowlisted node and mark types render, links must be http(s) and open in a new tab as
// untrusted (ugc), images must be our uploads, and hashtags link to the hashtag search.
import { Fragment, type ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from '@/lib/router';
import type { RichNode } from '@chainreview/shared/content';
import { SAFE_LINK_PATTERN, UPLOADED_IMAGE_PATTERN } from '@chainreview/shared/content-patterns';
import { paths } from '@/config/paths';
import { splitHashtags } from '../hashtags';
import classes from './rich-content.module.css';

const MAX_DEPTH = 24;
export const UGC_LINK_REL = 'noopener noreferrer nofollow ugc';

/** The stored content as a document: editor JSON when it parses as one, else plain text. */
export function parseContent(content: string): RichNode {
  const trimmed = content.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (parsed && typeof parsed === 'object' && (parsed as RichNode).type === 'doc')
        return parsed as RichNode;
    } catch {
      // not JSON: shown as the plain text it is
    }
  }
  return {
    type: 'doc',
    content: content
      .replace(/\r\n?/g, '\n')
      .split(/\n{2,}/)
      .map((paragraph) => ({
        type: 'paragraph',
        content: paragraph.split('\n').flatMap((line, i) => {
          const nodes: RichNode[] = i > 0 ? [{ type: 'hardBreak' }] : [];
          if (line) nodes.push({ type: 'text', text: line });
          return nodes;
        }),
      })),
  };
}

export function isSafeHref(href: unknown): href is string {
  return typeof href === 'string' && SAFE_LINK_PATTERN.test(href.trim());
}

/** Plain text with its hashtags as links (not inside a link: links do not nest). */
export function HashtagText({ text, linkify = true }: { text: string; linkify?: boolean }) {
  if (!linkify) return <>{text}</>;
  return (
    <>
      {splitHashtags(text).map((part, i) =>
        part.type === 'text' ? (
          <Fragment key={i}>{part.text}</Fragment>
        ) : (
          <Anchor
            key={i}
            component={Link}
            to={paths.hashtag.href(part.tag)}
            className={classes.hashtag}
            fz="inherit"
          >
            {part.text}
          </Anchor>
        ),
      )}
    </>
  );
}

function renderText(node: RichNode, key: number): ReactNode {
  const text = typeof node.text === 'string' ? node.text : '';
  const marks = Array.isArray(node.marks) ? node.marks : [];
  const link = marks.find((m) => m?.type === 'link');
  const href = link?.attrs?.href;
  const safeLink = isSafeHref(href) ? href.trim() : null;
  let out: ReactNode = <HashtagText text={text} linkify={!safeLink} />;
  for (const mark of marks) {
    if (mark?.type === 'bold') out = <strong>{out}</strong>;
    else if (mark?.type === 'italic') out = <em>{out}</em>;
    else if (mark?.type === 'strike') out = <s>{out}</s>;
    else if (mark?.type === 'underline') out = <u>{out}</u>;
  }
  if (safeLink)
    out = (
      <a href={safeLink} target="_blank" rel={UGC_LINK_REL} className={classes.link}>
        {out}
      </a>
    );
  return <Fragment key={key}>{out}</Fragment>;
}

function renderNodes(nodes: unknown, depth: number): ReactNode[] {
  if (!Array.isArray(nodes) || depth > MAX_DEPTH) return [];
  return nodes.map((node, i) => renderNode(node as RichNode, i, depth));
}

function renderNode(node: RichNode, key: number, depth: number): ReactNode {
  if (!node || typeof node !== 'object') return null;
  const children = () => renderNodes(node.content, depth + 1);
  switch (node.type) {
    case 'text':
      return renderText(node, key);
    case 'paragraph':
      return <p key={key}>{children()}</p>;
    case 'hardBreak':
      return <br key={key} />;
    case 'bulletList':
      return <ul key={key}>{children()}</ul>;
    case 'orderedList': {
      const start = node.attrs?.start;
      return (
        <ol
          key={key}
          start={typeof start === 'number' && Number.isInteger(start) ? start : undefined}
        >
          {children()}
        </ol>
      );
    }
    case 'listItem':
      return <li key={key}>{children()}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children()}</blockquote>;
    case 'image': {
      const src = node.attrs?.src;
      if (typeof src !== 'string' || !UPLOADED_IMAGE_PATTERN.test(src)) return null;
      const alt = typeof node.attrs?.alt === 'string' ? node.attrs.alt : '';
      return <img key={key} src={src} alt={alt} loading="lazy" className={classes.image} />;
    }
    case 'doc':
      return <Fragment key={key}>{children()}</Fragment>;
    default:
      // Unknown blocks keep their text (as text) and lose their kind.
      return <Fragment key={key}>{children()}</Fragment>;
  }
}

export function RichContent({ content, className }: { content: string; className?: string }) {
  const doc = parseContent(content);
  return (
    <div className={`${classes.content} ${className ?? ''}`} data-testid="rich-content">
      {renderNodes(doc.content, 0)}
    </div>
  );
}
