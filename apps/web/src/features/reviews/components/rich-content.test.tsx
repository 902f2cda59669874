import { describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { renderWithSession, fakeSession } from '../../../../test/render-with-session';
import { splitHashtags } from '../hashtags';
import { RichContent } from './rich-content';

// A loaded machine runs many suites at once: async queries get more than the default 1 s.
configure({ asyncUtilTimeout: 4000 });

const doc = (...content: unknown[]) => JSON.stringify({ type: 'doc', content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});

async function show(content: string) {
  const utils = await renderWithSession(<RichContent content={content} />, {
    session: fakeSession(false),
  });
  return { ...utils, root: await screen.findByTestId('rich-content') };
}

describe('RichContent', () => {
  it('renders an HTML payload in a text node as text, never as markup', async () => {
    const { root } = await show(
      doc(p(text('<img src=x onerror="alert(1)"><script>alert(2)</script>'))),
    );
    expect(root).toHaveTextContent('<img src=x onerror="alert(1)"><script>alert(2)</script>');
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('script')).toBeNull();
  });

  it('shows plain-text content (the fallback) as text with its paragraphs and line breaks', async () => {
    const { root } = await show('<b>bold?</b> first line\nsecond line\n\nnext paragraph');
    expect(root.querySelector('b')).toBeNull();
    expect(root.querySelectorAll('p')).toHaveLength(2);
    expect(root.querySelectorAll('br')).toHaveLength(1);
    expect(root).toHaveTextContent('<b>bold?</b> first line');
  });

  it('does not render a javascript: link as a link, but keeps its text', async () => {
    const { root } = await show(
      doc(p(text('click me', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))),
    );
    expect(root).toHaveTextContent('click me');
    expect(root.querySelector('a')).toBeNull();
  });

  it('opens http(s) links in a new tab as untrusted user content', async () => {
    await show(doc(p(text('site', [{ type: 'link', attrs: { href: 'https://example.org/a' } }]))));
    const link = screen.getByRole('link', { name: 'site' });
    expect(link).toHaveAttribute('href', 'https://example.org/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  });

  it('links hashtags to the hashtag search, Unicode included', async () => {
    await show(doc(p(text('Great for #Web3 and #暗号資産 fans'))));
    expect(screen.getByRole('link', { name: '#Web3' })).toHaveAttribute(
      'href',
      '/search-hashtag?hashtag=web3',
    );
    expect(screen.getByRole('link', { name: '#暗号資産' })).toHaveAttribute(
      'href',
      `/search-hashtag?hashtag=${encodeURIComponent('暗号資産')}`,
    );
  });

  it('shows only uploaded images and drops others', async () => {
    const { root } = await show(
      doc(
        { type: 'image', attrs: { src: '/api/public/files/abc-1.png', alt: 'chart' } },
        { type: 'image', attrs: { src: 'https://evil.example/x.png' } },
        { type: 'image', attrs: { src: 'javascript:alert(1)' } },
      ),
    );
    const images = root.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/api/public/files/abc-1.png');
  });

  it('keeps the text of unknown node types and nothing else of them', async () => {
    const { root } = await show(
      doc(
        { type: 'iframe', attrs: { src: 'https://evil.example' }, content: [text('inside')] },
        p(text('after')),
      ),
    );
    expect(root.querySelector('iframe')).toBeNull();
    expect(root).toHaveTextContent('inside');
    expect(root).toHaveTextContent('after');
  });

  it('renders bold, italic, lists and quotes', async () => {
    const { root } = await show(
      doc(
        p(text('strong', [{ type: 'bold' }]), text(' and '), text('slanted', [{ type: 'italic' }])),
        { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('one'))] }] },
        { type: 'blockquote', content: [p(text('quoted'))] },
      ),
    );
    expect(root.querySelector('strong')).toHaveTextContent('strong');
    expect(root.querySelector('em')).toHaveTextContent('slanted');
    expect(root.querySelector('ul li')).toHaveTextContent('one');
    expect(root.querySelector('blockquote')).toHaveTextContent('quoted');
  });
});

describe('splitHashtags', () => {
  it('finds tags after spaces and punctuation, not inside words or entities', () => {
    const tags = (value: string) =>
      splitHashtags(value)
        .filter((p) => p.type === 'hashtag')
        .map((p) => p.text);
    expect(tags('#start, (#paren) end#no a#b &#39; ##double')).toEqual(['#start', '#paren']);
    expect(tags('Tiếng Việt #nghệthuậtsố!')).toEqual(['#nghệthuậtsố']);
  });

  it('keeps every character of the text across the parts', () => {
    const value = 'a #b c #d';
    expect(
      splitHashtags(value)
        .map((p) => p.text)
        .join(''),
    ).toBe(value);
  });
});
