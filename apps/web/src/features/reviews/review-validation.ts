// The review form's checks (spec 5), measured the way the server measures them: the content
// goes through the shared processContent (plain text without images, trailing whitespace
// trimmed), then the shared reviewFieldErrors gives the codes.
import { processContent, type ContentError, type RichNode } from '@chainreview/shared/content';
import { LIMITS } from '@chainreview/shared/limits';
import { reviewFieldErrors } from '@chainreview/shared/schemas/review';
import { SAFE_LINK_PATTERN, UPLOADED_IMAGE_PATTERN } from '@chainreview/shared/content';

export interface ReviewMetrics {
  titleLength: number;
  contentLength: number;
  images: number;
  /** Field codes of reviewFieldErrors plus a content format code. */
  errors: string[];
}

export function measureReview(title: string, content: string): ReviewMetrics {
  const titleLength = [...title.trim()].length;
  let text = '';
  let images = 0;
  let formatError: ContentError | null = null;
  if (content.trim()) {
    const processed = processContent(content);
    if (processed.ok) {
      text = processed.value.text;
      images = processed.value.images;
    } else formatError = processed.error;
  }
  const errors = reviewFieldErrors(title, text, images);
  if (formatError) errors.push(formatError);
  return { titleLength, contentLength: [...text.trim()].length, images, errors };
}

/** The translation key and values of a code's message under the form's fields. */
export function reviewErrorText(code: string): { key: string; values?: Record<string, number> } {
  switch (code) {
    case 'title_too_short':
      return { key: 'reviews.validation.titleMin', values: { min: LIMITS.reviewTitle.min } };
    case 'title_too_long':
      return { key: 'reviews.validation.titleMax', values: { max: LIMITS.reviewTitle.max } };
    case 'content_too_short':
      return { key: 'reviews.validation.contentMin', values: { min: LIMITS.reviewContent.min } };
    case 'content_too_long':
      return { key: 'reviews.validation.contentMax', values: { max: LIMITS.reviewContent.max } };
    case 'too_many_images':
      return {
        key: 'reviews.validation.imagesMax',
        values: { max: LIMITS.reviewContent.maxImages },
      };
    default:
      return { key: `errors.${code}` };
  }
}

export const TITLE_CODES = ['title_too_short', 'title_too_long', 'title_invalid'];

/**
 * Drops what the server would refuse from an editor document before it is kept: images
 * that are not our uploads (pasted from elsewhere) and links that are not http(s).
 */
export function sanitizeDoc(node: RichNode): RichNode | null {
  if (node.type === 'image') {
    const src = node.attrs?.src;
    return typeof src === 'string' && UPLOADED_IMAGE_PATTERN.test(src)
      ? {
          type: 'image',
          attrs: {
            src,
            ...(typeof node.attrs?.alt === 'string' && node.attrs.alt
              ? { alt: node.attrs.alt }
              : {}),
          },
        }
      : null;
  }
  const out: RichNode = { ...node };
  if (node.marks) {
    out.marks = node.marks
      .filter((m) => {
        if (m.type !== 'link') return true;
        const href = m.attrs?.href;
        return typeof href === 'string' && SAFE_LINK_PATTERN.test(href.trim());
      })
      .map((m) =>
        m.type === 'link'
          ? { type: 'link', attrs: { href: String(m.attrs?.href).trim() } }
          : { type: m.type },
      );
    if (out.marks.length === 0) delete out.marks;
  }
  if (node.content) {
    out.content = node.content.map(sanitizeDoc).filter((n): n is RichNode => n !== null);
  }
  return out;
}

/** The editor's starting document for stored content (JSON or plain text), null when empty. */
export function initialDoc(content: string): RichNode | null {
  if (!content.trim()) return null;
  const processed = processContent(content);
  if (!processed.ok) return null;
  return JSON.parse(processed.value.content) as RichNode;
}
