import { describe, expect, it } from 'vitest';
import { contentLength, extractHashtags, processContent } from './content.ts';

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

describe('content limits at their boundaries', () => {
  const error = (raw: string) => {
    const result = processContent(raw);
    return result.ok ? null : result.error;
  };
  const value = (raw: string) => {
    const result = processContent(raw);
    expect(result.ok, raw.slice(0, 80)).toBe(true);
    return (result as { value: { content: string; text: string; images: number } }).value;
  };
  /** A document whose deepest node sits `depth` levels below the doc. */
  const nested = (depth: number) => {
    // doc (0) > blockquote (1) ... > paragraph (depth - 1) > text (depth)
    let node: unknown = p(t('deep'));
    for (let d = depth - 2; d >= 1; d--) node = { type: 'blockquote', content: [node] };
    return doc(node);
  };

  it('takes nodes 12 levels deep, not 13', () => {
    expect(value(nested(12)).text).toBe('deep');
    expect(error(nested(13))).toBe('content_invalid');
  });

  it('takes 5,000 nodes, not 5,001', () => {
    // the doc and its paragraph are two of them
    expect(value(doc(p(...Array(4998).fill(t('x'))))).text).toHaveLength(4998);
    expect(error(doc(p(...Array(4999).fill(t('x')))))).toBe('content_invalid');
  });

  it('keeps an ordered list start from 1 to 9,999 only', () => {
    const start = (s: unknown) =>
      JSON.parse(value(doc({ type: 'orderedList', attrs: { start: s }, content: [] })).content)
        .content[0].attrs;
    expect(start(1)).toEqual({ start: 1 });
    expect(start(9999)).toEqual({ start: 9999 });
    for (const dropped of [0, 10000, 1.5, '2'])
      expect(start(dropped), String(dropped)).toBeUndefined();
  });

  it('keeps an image alt of at most 200 characters and only as text', () => {
    const image = (attrs: unknown) =>
      JSON.parse(value(doc(p({ type: 'image', attrs }))).content).content[0].content[0].attrs;
    const src = '/api/public/files/a.png';
    expect(image({ src, alt: 'a'.repeat(201) })).toEqual({ src, alt: 'a'.repeat(200) });
    expect(image({ src, alt: 7 })).toEqual({ src });
    expect(error(doc(p({ type: 'image' })))).toBe('content_image_invalid');
    expect(error(doc(p({ type: 'image', attrs: { src: `${src}x` } })))).toBe(
      'content_image_invalid',
    );
  });

  it('refuses malformed text, marks and children', () => {
    expect(error(doc(p({ type: 'text', text: 1 })))).toBe('content_invalid');
    expect(error(doc(p({ type: 'text', text: 'a', marks: 'bold' })))).toBe('content_invalid');
    expect(error(doc(p(t('a', [{ type: 'code' }]))))).toBe('content_invalid');
    expect(error(doc(p(t('a', [null]))))).toBe('content_invalid');
    expect(error(doc(p(t('a', [{ type: 'link' }]))))).toBe('content_link_invalid');
    expect(error(JSON.stringify({ type: 'doc', content: 'x' }))).toBe('content_invalid');
    expect(error(doc([t('a')]))).toBe('content_invalid');
    expect(error(doc(null))).toBe('content_invalid');
    expect(error(JSON.stringify({ type: 'paragraph', content: [] }))).toBe('content_invalid');
    expect(error(doc({ type: 7 }))).toBe('content_invalid');
  });

  it('keeps a trimmed http(s) link and the other marks by their type alone', () => {
    const marks = JSON.parse(
      value(
        doc(
          p(
            t('a', [
              { type: 'link', attrs: { href: ' http://a.io ' } },
              { type: 'italic', attrs: { x: 1 } },
            ]),
          ),
        ),
      ).content,
    ).content[0].content[0].marks;
    expect(marks).toEqual([{ type: 'link', attrs: { href: 'http://a.io' } }, { type: 'italic' }]);
  });

  it('reads what starts with { but is no JSON as plain text', () =>
    expect(value('{not json').text).toBe('{not json'));

  it('reads plain text lines as hard breaks and any line ending alike', () => {
    const v = value('one\r\ntwo\rthree\n\n\nfour');
    expect(v.text).toBe('one\ntwo\nthree\n\nfour');
    expect(JSON.parse(v.content).content[0].content.map((n: { type: string }) => n.type)).toEqual([
      'text',
      'hardBreak',
      'text',
      'hardBreak',
      'text',
    ]);
  });

  it('joins inline text without separators and blocks with a blank line', () => {
    const v = value(
      doc(p(t('a'), { type: 'hardBreak' }, t('b')), {
        type: 'blockquote',
        content: [p(t('c')), p(t('d'))],
      }),
    );
    expect(v.text).toBe('a\nb\n\nc\n\nd');
  });

  it('counts each image, and lists each upload once', () => {
    const img = { type: 'image', attrs: { src: '/api/public/files/a.png' } };
    const result = processContent(doc(p(img, img), p(t('x'))));
    expect(result).toMatchObject({
      ok: true,
      value: { images: 2, imageUrls: ['/api/public/files/a.png'] },
    });
  });

  it('finds at most 20 hashtags of at most 50 characters, not inside words or entities', () => {
    const many = Array.from({ length: 21 }, (_, i) => `#t${i}`).join(' ');
    expect(extractHashtags(many)).toHaveLength(20);
    expect(extractHashtags(`#${'a'.repeat(50)}`)).toEqual(['a'.repeat(50)]);
    expect(extractHashtags(`#${'a'.repeat(51)}`)).toEqual(['a'.repeat(50)]);
    expect(extractHashtags('a#b &#39; ##c _#d (#e')).toEqual(['e']);
  });

  it('counts trimmed characters toward the limits', () => {
    expect(contentLength('  😀ab  ')).toBe(3);
  });
});

describe('content structure kept and read back', () => {
  const value = (raw: string) => {
    const result = processContent(raw);
    expect(result.ok, raw.slice(0, 80)).toBe(true);
    return (result as { value: { content: string; text: string } }).value;
  };
  const types = (raw: string) =>
    JSON.parse(value(raw).content).content[0].content.map((n: { type: string }) => n.type);

  it('separates the items of bullet and ordered lists and the paragraphs of an item by a blank line', () => {
    const item = (...text: string[]) => ({ type: 'listItem', content: text.map((x) => p(t(x))) });
    expect(value(doc({ type: 'bulletList', content: [item('a'), item('b')] })).text).toBe('a\n\nb');
    expect(value(doc({ type: 'orderedList', content: [item('a'), item('b')] })).text).toBe(
      'a\n\nb',
    );
    expect(value(doc({ type: 'bulletList', content: [item('a', 'b')] })).text).toBe('a\n\nb');
    expect(value(doc({ type: 'blockquote', content: [p(t('a')), p(t('b'))] })).text).toBe('a\n\nb');
  });

  it('keeps a start only on an ordered list, and an ordered list without attributes', () => {
    const first = (node: unknown) => JSON.parse(value(doc(node)).content).content[0];
    expect(first({ type: 'paragraph', attrs: { start: 3 }, content: [t('a')] })).toEqual(p(t('a')));
    expect(first({ type: 'orderedList', content: [] })).toEqual({
      type: 'orderedList',
      content: [],
    });
  });

  it('reads nodes without children as empty', () => {
    expect(value(JSON.stringify({ type: 'doc' })).text).toBe('');
    expect(value(doc({ type: 'paragraph' })).content).toBe(doc());
    expect(value(doc({ type: 'blockquote', content: [{ type: 'paragraph' }] })).text).toBe('');
  });

  it('reads a JSON document after leading whitespace, and JSON that is no object as plain text', () => {
    expect(value(`  \n${doc(p(t('a')))}`).text).toBe('a');
    expect(value('42').text).toBe('42');
    expect(value('"quoted"').text).toBe('"quoted"');
  });

  it('makes paragraphs of plain text with no empty text node for an empty line', () => {
    expect(JSON.parse(value('a\nb').content).content[0].type).toBe('paragraph');
    expect(types('a\n')).toEqual(['text', 'hardBreak']);
    expect(types('\na')).toEqual(['hardBreak', 'text']);
  });
});

describe('links and images held to the whole of their pattern', () => {
  const error = (raw: string) => {
    const result = processContent(raw);
    return result.ok ? null : result.error;
  };
  const link = (href: string) => doc(p(t('x', [{ type: 'link', attrs: { href } }])));
  const image = (src: string) => doc(p({ type: 'image', attrs: { src } }));

  it('refuses a link with http(s) after another scheme, or with a space or < after its host', () => {
    expect(error(link('javascript:https://a.io'))).toBe('content_link_invalid');
    expect(error(link('https://a.io x'))).toBe('content_link_invalid');
    expect(error(link('https://a.io<script>'))).toBe('content_link_invalid');
    expect(error(link('https://a.io/x'))).toBeNull();
  });

  it('refuses an upload path on another host or followed by more', () => {
    expect(error(image('https://evil.example/api/public/files/a.png'))).toBe(
      'content_image_invalid',
    );
    expect(error(image('/api/public/files/a.png.svg'))).toBe('content_image_invalid');
    expect(error(image('/api/public/files/a.png'))).toBeNull();
  });

  it('stores a document without children with an empty list', () =>
    expect(processContent(JSON.stringify({ type: 'doc' }))).toMatchObject({
      ok: true,
      value: { content: '{"type":"doc","content":[]}' },
    }));
});
