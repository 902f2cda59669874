import { z } from 'zod';
import { AVATAR_TYPES, LANGUAGES, ROLES, USER_LEVELS } from '../enums.ts';
import { LIMITS } from '../limits.ts';

export const socialLinkSchema = z.object({
  name: z.string().min(1).max(40),
  url: z.string().max(LIMITS.socialLink.max),
  isPublic: z.boolean(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const avatarSchema = z.object({ url: z.string(), type: z.enum(AVATAR_TYPES) }).nullable();

/** A user as anybody may see them. */
export const publicUserSchema = z.object({
  id: z.string(),
  address: z.string(),
  displayName: z.string().nullable(),
  bio: z.string().nullable(),
  avatar: avatarSchema,
  score: z.number().int(),
  level: z.number().int(),
  levelName: z.enum(USER_LEVELS),
  reviewsCount: z.number().int(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  donateReceived: z.number(),
  language: z.enum(LANGUAGES),
  socialLinks: z.array(socialLinkSchema),
  role: z.enum(ROLES),
  createdAt: z.string(),
  isFollowed: z.boolean().optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The signed-in user's own view (GET /api/me): energy fields added. */
export const meSchema = publicUserSchema.extend({
  lastEnergy: z.number().int(),
  lastResetEnergy: z.string(),
  maxEnergy: z.number().int(),
  voteEnergy: z.number().int(),
  reviewEnergy: z.number().int(),
  nextLevelScore: z.number().int(),
});
export type Me = z.infer<typeof meSchema>;

const notAllSpaces = (value: string) => value.trim().length > 0;

export const updateMeSchema = z
  .object({
    displayName: z
      .string()
      .max(LIMITS.displayName.max, 'display_name_too_long')
      .refine(notAllSpaces, 'display_name_blank')
      .refine((v) => v.trim().length >= LIMITS.displayName.min, 'display_name_too_short')
      .optional(),
    bio: z
      .string()
      .max(LIMITS.bio.max, 'bio_too_long')
      .refine(notAllSpaces, 'bio_blank')
      .nullable()
      .optional(),
    language: z.enum(LANGUAGES).optional(),
    /** An image the user uploaded (/api/public/files/...), or null to remove it. */
    avatarUrl: z.string().max(300).nullable().optional(),
    socialLinks: z
      .array(
        z.object({
          name: z.string().trim().min(1).max(40),
          url: z
            .string()
            .trim()
            .max(LIMITS.socialLink.max, 'link_too_long')
            .refine((v) => /^https:\/\/[^\s]+$/i.test(v), 'invalid_format_link'),
          isPublic: z.boolean(),
        }),
      )
      .max(10)
      .optional(),
  })
  .strict();
export type UpdateMe = z.infer<typeof updateMeSchema>;

export const topReviewerSchema = publicUserSchema.extend({
  /** Reviews written inside the requested window. */
  windowReviews: z.number().int(),
});
export type TopReviewer = z.infer<typeof topReviewerSchema>;
