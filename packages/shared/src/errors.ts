// The error catalogue of spec section 8: stable codes on the wire, English texts here,
// translated texts in the web app's locale files under errors.<code>.
import { LIMITS } from './limits.ts';

export const ERROR_TEXTS = {
  Forbidden: 'You are not authorized to perform this action.',
  UNKNOWN_ERROR: 'The server is not responding, please try again later!',
  NETWORK_ERROR: 'The server is not responding, please try again later!',
  do_not_spam: 'Do not spam.',
  limit_rate: 'Please wait a few minutes before you try again.',
  not_enough_energy: 'Out of energy.',
  require_member_to_public_social_links: 'Require member to public social links.',
  you_are_not_owner_this_image: 'You are not owner this image.',
  can_not_find_image: 'cannot find image.',
  body_was_wrong: 'body was wrong.',
  something_was_wrong: 'Something was wrong.',
  not_found: 'Not found.',
  already_add: 'Already add.',
  can_not_find_data: 'Can not find data',
  user_is_blocked: 'User is blocked.',
  can_not_find_user: 'Can not find user.',
  user_not_yet_registered: 'User not yet registered.',
  invalid_token: 'Invalid token.',
  token_is_empty: 'Token is empty.',
  confirm_code_not_valid: 'Confirm code not valid.',
  can_not_find_viewer: 'Can not find viewer.',
  access_denied: 'Access denied.',
  can_not_find_project: 'Can not find project.',
  only_owner_can_up_date: 'Only owner can up date.',
  project_already_blocked: 'Project already blocked.',
  can_not_find_chain: 'Can not find chain.',
  can_not_find_review: 'Can not find review.',
  review_already_blocked: 'Review already blocked.',
  duplicate_notification: 'Duplicate notification.',
  can_not_find_donate: 'Can not find donate.',
  already_follow_this_user: 'Already follow this user.',
  already_follow_this_project: 'Already follow this project.',
  Conflict: 'Already review this project.',
  invalid_address: "Invalid 'address' parameter",
  invalid_signature: 'Invalid signature.',
  file_too_large: 'File too large',
  you_are_not_owner_of_nft: 'You are not owner of NFT',
  // Reviews, votes and replies (issue 4): field codes of the review and reply checks.
  title_too_short: `Minimum length of title is ${LIMITS.reviewTitle.min} characters`,
  title_too_long: `Maximum length of title is ${LIMITS.reviewTitle.max} characters`,
  title_invalid: 'The title must be a single line.',
  content_too_short: `Minimum length of content is ${LIMITS.reviewContent.min} characters`,
  content_too_long: `Maximum length of content is ${LIMITS.reviewContent.max} characters`,
  too_many_images: `Maximum images is ${LIMITS.reviewContent.maxImages}`,
  rate_invalid: 'Please rate from 1 to 5 stars.',
  content_invalid: 'This content format is not supported.',
  content_link_invalid: 'Links must start with http:// or https://.',
  content_image_invalid: 'Only images uploaded to ChainReview can be used.',
  you_cannot_vote_for_yourself: 'You cannot vote for yourself',
  reply_too_short: `Minimum length of reply is ${LIMITS.reply.min} characters`,
  reply_too_long: `Maximum length of reply is ${LIMITS.reply.max} characters`,
  invalid_image: 'This file is not a valid image',
  please_choose_an_image: 'Please choose an image',
  invalid_image_type: 'Images must be PNG or JPG',
  can_not_follow_yourself: 'You cannot follow yourself',
  // The admin team's queues: a report or an edit request is settled once.
  report_already_settled: 'This report has already been settled.',
  request_already_settled: 'This request has already been settled.',
  // Reports and moderation (issue 9).
  review_awaiting_moderation:
    'Your review of this project is awaiting moderation; you can write another once the team has decided.',
  too_many_reports: 'You have reached the daily report limit. Please try again tomorrow.',
  can_not_block_admin: 'An admin cannot be blocked, and you cannot block yourself.',
  // Moderation and on-chain ownership (issue 14).
  reason_required: 'Please give a reason.',
  nothing_to_update: 'Nothing to update.',
  project_not_blocked: 'This project is not blocked.',
  review_not_blocked: 'This review is not blocked.',
  user_already_blocked: 'This user is already blocked.',
  user_not_blocked: 'This user is not blocked.',
  submission_already_settled: 'This submission has already been settled.',
  project_has_no_contract: 'This project has no token contract on a supported chain.',
  chain_unavailable: 'The chain could not be read. Please try again later.',
  ownership_not_proven: 'The token contract does not name your wallet as its owner.',
  already_project_owner: 'You already own this project.',
  admin_fields_not_editable:
    'The owner, the verified mark and featuring are set by the admin team, not by an edit.',
  // Signed reviews (issue 16).
  review_signature_invalid: 'The review signature does not match its author or content.',
  review_signature_expired: 'The review signature is too old or from the future; sign again.',
} as const;

export type ErrorCode = keyof typeof ERROR_TEXTS;

/**
 * What the server may put in an error's message list from its own rules: a catalogue code, or
 * the one text the spec sends as it is. (Schema validation adds field codes such as
 * `title_too_short` or `<field>_invalid` on its own.)
 */
export type ServerErrorCode = ErrorCode | typeof ERROR_TEXTS.invalid_address;

/** Upper-case aliases the spec lists next to their lower-case codes. */
export const ERROR_ALIASES: Record<string, ErrorCode> = {
  DO_NOT_SPAM: 'do_not_spam',
  LIMIT_RATE: 'limit_rate',
  NOT_ENOUGH_ENERGY: 'not_enough_energy',
};

export function normalizeErrorCode(code: string): string {
  return ERROR_ALIASES[code] ?? code;
}

/** English text for a code; unknown codes are shown as they are (spec 8). */
export function errorText(code: string): string {
  const normalized = normalizeErrorCode(code);
  return (ERROR_TEXTS as Record<string, string>)[normalized] ?? code;
}

/** Joins a server message list into one sentence, as spec 8 says: texts joined with '. '. */
export function joinErrorTexts(
  codes: readonly string[],
  translate: (code: string) => string = errorText,
): string {
  const texts = codes.map(translate);
  if (texts.length <= 1) return texts[0] ?? '';
  // 'Do not spam.' + 'Out of energy.' -> 'Do not spam. Out of energy.' (no doubled stops)
  return texts
    .map((text, i) => (i < texts.length - 1 ? text.replace(/[.。]$/, '') : text))
    .join('. ');
}

/** The body of every error response (API.md). */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string[];
}
