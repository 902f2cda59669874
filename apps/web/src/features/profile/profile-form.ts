// The profile form's rules (spec 5, DESIGN 4), checked by the server's own schema
// (updateMeSchema): display name 3..30 and not all spaces, bio at most 300 and not all
// spaces, links https:// only and at most 200 characters; public links only from level 3.
// Errors are API error codes, so their texts are the errors.<code> ones.
import { LANGUAGES, type Language } from '@chainreview/shared/enums';
import { PUBLIC_SOCIAL_LINKS_LEVEL } from '@chainreview/shared/levels';
import type { z } from 'zod';
import { updateMeSchema, type Me, type UpdateMe } from '@chainreview/shared/schemas/user';
import { zodErrors } from '@/lib/zod-form';

export const SOCIAL_LINK_NAMES = [
  'Twitter',
  'Telegram',
  'Discord',
  'Facebook',
  'YouTube',
  'Medium',
  'GitHub',
  'Website',
] as const;
export const MAX_SOCIAL_LINKS = 10;

export interface SocialLinkDraft {
  /** A stable React key. */
  key: string;
  name: string;
  url: string;
  isPublic: boolean;
}

export interface ProfileDraft {
  displayName: string;
  bio: string;
  language: Language;
  socialLinks: SocialLinkDraft[];
}

export interface LinkErrors {
  name?: string;
  url?: string;
}

export interface ProfileErrors {
  displayName?: string;
  bio?: string;
  links: Record<string, LinkErrors>;
}

let keySeed = 0;
export const newLinkKey = () => `link-${++keySeed}`;

export function draftFromMe(me: Me): ProfileDraft {
  return {
    displayName: me.displayName ?? '',
    bio: me.bio ?? '',
    language: (LANGUAGES as readonly string[]).includes(me.language) ? me.language : 'en',
    socialLinks: me.socialLinks.map((l) => ({ key: newLinkKey(), ...l })),
  };
}

const fields = updateMeSchema.shape;
const linkSchema = fields.socialLinks.unwrap().element.shape;
/** The first code the server's schema gives `value` as sent (trimmed, as profileUpdate
 *  sends it), or none. */
const codeOf = (schema: z.ZodType, value: string) => zodErrors(schema, value.trim())[''];

export function displayNameError(value: string, required: boolean): string | undefined {
  if (value.length === 0) return required ? 'please_fill_this_field' : undefined;
  return codeOf(fields.displayName, value);
}

export function bioError(value: string): string | undefined {
  if (value.length === 0) return undefined;
  return codeOf(fields.bio, value);
}

export function linkUrlError(value: string): string | undefined {
  if (!value.trim()) return 'please_fill_this_field';
  return codeOf(linkSchema.url, value);
}

export function linkNameError(value: string): string | undefined {
  return codeOf(linkSchema.name, value);
}

/** Whether this level may make links public (spec 5: from level 3). */
export function canPublishLinks(level: number, publicLevel = PUBLIC_SOCIAL_LINKS_LEVEL): boolean {
  return level >= publicLevel;
}

export function validateProfile(
  draft: ProfileDraft,
  options: { hadDisplayName: boolean },
): ProfileErrors {
  const errors: ProfileErrors = { links: {} };
  const name = displayNameError(draft.displayName, options.hadDisplayName);
  if (name) errors.displayName = name;
  const bio = bioError(draft.bio);
  if (bio) errors.bio = bio;
  for (const link of draft.socialLinks) {
    const linkErrors: LinkErrors = {};
    const name = linkNameError(link.name);
    if (name) linkErrors.name = name;
    const url = linkUrlError(link.url);
    if (url) linkErrors.url = url;
    if (linkErrors.name || linkErrors.url) errors.links[link.key] = linkErrors;
  }
  return errors;
}

/** The PUT /api/me body: only what changed; an emptied bio is cleared (null). */
export function profileUpdate(draft: ProfileDraft, me: Me, publicAllowed: boolean): UpdateMe {
  const update: UpdateMe = {};
  const displayName = draft.displayName.trim();
  if (displayName && displayName !== (me.displayName ?? '')) update.displayName = displayName;
  const bio = draft.bio.trim() ? draft.bio.trim() : null;
  if (bio !== (me.bio ?? null)) update.bio = bio;
  if (draft.language !== me.language) update.language = draft.language;
  const links = draft.socialLinks.map((l) => ({
    name: l.name.trim(),
    url: l.url.trim(),
    // Below the level, links stay private: the switch is off and locked.
    isPublic: publicAllowed ? l.isPublic : false,
  }));
  const before = me.socialLinks.map((l) => ({ name: l.name, url: l.url, isPublic: l.isPublic }));
  if (JSON.stringify(links) !== JSON.stringify(before)) update.socialLinks = links;
  return update;
}
