import { describe, expect, it } from 'vitest';
import { makeMe } from '../../../test/session';
import {
  bioError,
  canPublishLinks,
  displayNameError,
  linkUrlError,
  profileUpdate,
  validateProfile,
  type ProfileDraft,
} from './profile-form';

describe('profile form rules', () => {
  it('checks the display name: 3 to 30 characters, not all spaces, required once set', () => {
    expect(displayNameError('Al', true)).toBe('display_name_too_short');
    expect(displayNameError('a'.repeat(31), true)).toBe('display_name_too_long');
    expect(displayNameError('     ', true)).toBe('display_name_blank');
    expect(displayNameError('', true)).toBe('please_fill_this_field');
    expect(displayNameError('', false)).toBeUndefined();
    expect(displayNameError('  Ann  ', true)).toBeUndefined();
  });

  it('checks the bio: at most 300 characters and not all spaces; empty is allowed', () => {
    expect(bioError('')).toBeUndefined();
    expect(bioError('   ')).toBe('bio_blank');
    expect(bioError('b'.repeat(301))).toBe('bio_too_long');
    expect(bioError('b'.repeat(300))).toBeUndefined();
  });

  it('accepts only https:// links of at most 200 characters', () => {
    expect(linkUrlError('http://x.com/me')).toBe('invalid_format_link');
    expect(linkUrlError('x.com/me')).toBe('invalid_format_link');
    expect(linkUrlError(`https://x.com/${'a'.repeat(190)}`)).toBe('link_too_long');
    expect(linkUrlError('https://t.me/alice')).toBeUndefined();
    expect(linkUrlError(' ')).toBe('please_fill_this_field');
  });

  it('lets links be public only from level 3', () => {
    expect(canPublishLinks(2)).toBe(false);
    expect(canPublishLinks(3)).toBe(true);
  });

  it('sends only what changed, clears an emptied bio and keeps links private below the level', () => {
    const me = makeMe({ displayName: 'Alice', bio: 'Hi', level: 2 });
    const draft: ProfileDraft = {
      displayName: ' Alice ',
      bio: '',
      language: 'en',
      socialLinks: [{ key: 'k', name: 'Twitter', url: 'https://x.com/alice', isPublic: true }],
    };
    expect(validateProfile(draft, { hadDisplayName: true })).toEqual({ links: {} });
    expect(profileUpdate(draft, me, false)).toEqual({
      bio: null,
      socialLinks: [{ name: 'Twitter', url: 'https://x.com/alice', isPublic: false }],
    });
  });
});
