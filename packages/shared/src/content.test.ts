import { describe, expect, it } from 'vitest';
import { extractHashtags, processContent } from './content.ts';

const doc = (...content: unknown[]) => JSON.stringify({ type: 'doc', content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const t = (text: string, marks?: unknown[]) => ({
  type: 'text',
  text,
  ...(marks ? { marks } : {}),
});

describe('review content', () => {
  it('keeps allowed nodes and marks and computes the plain text', () => {
    const result = processContent(
      doc(p(t('Great '), t('team', [{ type: 'bold' }])), {
        type: 'bulletList',
        content: [{ type: 'listItem', content: [p(t('fast'))] }],
      }),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.value.text).toBe('Great team\n\nfast');
    expect(JSON.parse(result.value.content).content[0].content[1].marks).toEqual([
      { type: 'bold' },
    ]);
  });

  it('drops leading blank and empty paragraphs, and excludes images and trailing whitespace from the text', () => {
    const result = processContent(
      doc(
        p(),
        p(t('   ')),
        p(t('Hello  ')),
        p(),
        { type: 'image', attrs: { src: '/api/public/files/abc.png' } },
        p(t('bye   ')),
      ),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.value.text).toBe('Hello  \n\nbye');
    expect(result.value.images).toBe(1);
    expect(JSON.parse(result.value.content).content).toHaveLength(3);
  });

  it('refuses unknown nodes, scripts and raw HTML nodes', () => {
    expect(processContent(doc({ type: 'html', content: [] }))).toEqual({
      ok: false,
      error: 'content_invalid',
    });
    expect(processContent(doc(p({ type: 'script', text: 'alert(1)' })))).toEqual({
      ok: false,
      error: 'content_invalid',
    });
    expect(processContent(doc(p(t('x', [{ type: 'onclick' }]))))).toEqual({
      ok: false,
      error: 'content_invalid',
    });
  });

  it('refuses javascript: and data: links and foreign images', () => {
    expect(
      processContent(doc(p(t('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])))),
    ).toEqual({ ok: false, error: 'content_link_invalid' });
    expect(
      processContent(
        doc(p(t('x', [{ type: 'link', attrs: { href: 'data:text/html,<script>' } }]))),
      ),
    ).toEqual({ ok: false, error: 'content_link_invalid' });
    expect(
      processContent(doc({ type: 'image', attrs: { src: 'https://evil.example/x.png' } })),
    ).toEqual({ ok: false, error: 'content_image_invalid' });
    const ok = processContent(
      doc(
        p(
          t('site', [
            { type: 'link', attrs: { href: 'https://ok.example', onclick: 'x', target: '_self' } },
          ]),
        ),
      ),
    );
    if (!ok.ok) throw new Error(ok.error);
    expect(JSON.parse(ok.value.content).content[0].content[0].marks).toEqual([
      { type: 'link', attrs: { href: 'https://ok.example' } },
    ]);
  });

  it('keeps HTML typed as text inert: it is text, never markup', () => {
    const result = processContent('<img src=x onerror=alert(1)> is what I typed');
    if (!result.ok) throw new Error(result.error);
    expect(result.value.text).toBe('<img src=x onerror=alert(1)> is what I typed');
    expect(JSON.parse(result.value.content).content[0].content[0]).toEqual({
      type: 'text',
      text: '<img src=x onerror=alert(1)> is what I typed',
    });
  });

  it('treats plain text as the fallback, paragraphs on blank lines', () => {
    const result = processContent('First line\nsecond line\n\nNew paragraph');
    if (!result.ok) throw new Error(result.error);
    expect(result.value.text).toBe('First line\nsecond line\n\nNew paragraph');
  });

  it('refuses absurdly deep documents', () => {
    let node: unknown = t('deep');
    for (let i = 0; i < 30; i++) node = { type: 'blockquote', content: [node] };
    expect(processContent(doc(node))).toEqual({ ok: false, error: 'content_invalid' });
  });
});

describe('hashtags', () => {
  it('finds Unicode hashtags, lowercased and unique', () => {
    expect(extractHashtags('Love #DeFi and #defi, #Động_lực #比特币 but not a#b or &#39;')).toEqual(
      ['defi', 'động_lực', '比特币'],
    );
  });
});
