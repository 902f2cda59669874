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
  insufficient_storage: 'The server is out of disk space. Please try again later.',
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
  // Reviews, votes and replies: field codes of the review and reply checks.
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
  // Reports and moderation.
  review_awaiting_moderation:
    'Your review of this project is awaiting moderation; you can write another once the team has decided.',
  too_many_reports: 'You have reached the daily report limit. Please try again tomorrow.',
  can_not_block_admin: 'An admin cannot be blocked, and you cannot block yourself.',
  // Moderation and on-chain ownership.
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
  // Signed reviews.
  review_signature_invalid: 'The review signature does not match its author or content.',
  review_signature_expired: 'The review signature is too old or from the future; sign again.',
  review_signature_wrong_site:
    'The review signature names another site: sign it on this site, which the signature must name.',
  review_signature_unsupported_chain:
    'The review was signed on a network this site does not support: switch the wallet to a supported network and sign again.',
  signature_required:
    'This review is signed by its author: an edit must be signed too. Sign it with the wallet that wrote it.',
  // Removal with a trace: a removal names its rule; its author may appeal once.
  reason_category_required: 'Please choose the rule this content breaks.',
  reason_category_invalid: 'This is not one of the moderation rules.',
  review_removed: 'This review was removed by moderation.',
  review_not_removed: 'This review has not been removed by moderation.',
  appeal_only_author: 'Only the author of this review can appeal its removal.',
  appeal_already_filed: 'You have already appealed this removal; a review can be appealed once.',
  appeal_already_decided: 'This appeal has already been decided.',
  appeal_message_too_short: 'Please explain your appeal in at least 10 characters.',
  appeal_message_too_long: 'The appeal is too long (at most 1000 characters).',
  // Quests: the spec's form texts, then the rules of each action.
  quest_title_required: 'Please write your title',
  quest_summary_required: 'Please write your summary',
  quest_description_required: 'Please write your description',
  quest_content_required: 'Please write your content',
  quest_date_required: 'Please choose a date',
  quest_eligibility_required: 'Please set the eligibility to participate in the quest',
  quest_discord_url_required: 'Discord URL required',
  quest_task_url_required: 'A link is required for this task.',
  quest_tasks_required: 'Please add at least one task.',
  quest_title_too_short: 'The quest title is too short.',
  quest_title_too_long: 'The quest title is too long.',
  quest_start_in_past: 'The start date is in the past.',
  quest_end_before_start: 'The end date must be after the start date.',
  quest_duration_invalid: 'A quest runs from 1 hour to 90 days.',
  quest_amount_invalid: 'Please enter a valid reward amount.',
  quest_token_unavailable: 'This reward token is not available on the quest network.',
  quest_not_found: 'Can not find quest.',
  only_owner_can_create_quest: 'Only the project owner can create a quest for this project.',
  quest_not_editable: 'Only a draft quest can be changed.',
  quest_funding_invalid: 'The funding transaction does not fund this quest as set.',
  quest_funding_unconfirmed:
    'The funding transaction does not have enough confirmations yet: try again in a minute.',
  quest_cancel_not_refunded: 'Cancel the quest on chain first: the escrow refunds the pool.',
  quest_cancel_unconfirmed:
    'The cancel transaction does not have enough confirmations yet: try again in a minute.',
  quest_not_cancellable: 'This quest can no longer be cancelled.',
  quests_disabled: 'Quests are not available on this server.',
  quest_not_live: 'This quest is not live.',
  quest_not_eligible: 'You are not eligible for this quest.',
  quest_already_joined: 'You have already joined this quest.',
  quest_not_joined: 'Join the quest first.',
  quest_task_not_done: 'This task is not done yet.',
  quest_not_settled: 'The winners of this quest are not decided yet.',
  quest_not_winner: 'You are not a winner of this quest.',
  quest_already_claimed: 'You have already claimed this reward.',
  quest_claim_closed: 'The claim period of this quest is over.',
  quest_claim_not_open: 'Rewards can be claimed once the quest has ended.',
  quest_claim_invalid: 'The transaction is not a claim of this reward.',
  quest_claim_unconfirmed:
    'The claim transaction does not have enough confirmations yet: try again in a minute.',
  vote_integrity_running: 'The vote check is already running. Try again in a minute.',
  // Field codes the shared schemas (and a few route schemas) give on their own:
  // schema validation sends them as they are, so each needs a text like any other code.
  please_fill_this_field: 'Please fill this field',
  name_too_long: 'Maximum length is 100 characters',
  symbol_too_long: 'Maximum length is 20 characters',
  description_too_long: 'The description is too long.',
  total_supply_invalid: 'Total supply must be a whole number',
  invalid_format_link: 'Invalid format link with missing https://',
  link_too_long: 'This link is too long',
  note_too_short: 'Minimum length is 10 characters',
  note_too_long: 'The note is too long.',
  display_name_blank: 'Display name cannot be only spaces',
  display_name_too_short: `Minimum length of display name is ${LIMITS.displayName.min} characters`,
  display_name_too_long: `Maximum length of display name is ${LIMITS.displayName.max} characters`,
  bio_blank: 'Bio cannot be only spaces',
  bio_too_long: `Maximum length of bio is ${LIMITS.bio.max} characters`,
  message_too_long: `Maximum length of a message is ${LIMITS.donation.messageMax} characters`,
  transaction_hash_invalid: 'This is not a valid transaction hash.',
  token_id_invalid: 'This is not a valid token id.',
  window_invalid: 'Please choose a time window of 7, 30 or 90 days.',
  user_id_invalid: 'This is not a valid user id.',
  project_id_invalid: 'This is not a valid project id.',
  targetId_invalid: 'This is not a valid item id.',
  actorId_invalid: 'This is not a valid member id.',
  ownerAddress_invalid: 'The owner must be a 0x wallet address.',
  label_too_long: 'The task label is too long.',
  summary_too_long: 'The summary is too long.',
  tasks_too_long: 'This quest has too many tasks.',
  invalid_file: 'This file name is not valid.',
  invalid_version: 'This version is not valid.',
  // Cursor paging and the change feed of the public lists (packages/shared paging.ts).
  cursor_invalid: 'This page cursor is not valid for this list; start again from the first page.',
  updated_since_invalid: 'updatedSince must be an ISO 8601 date-time with its offset.',
  log_range_invalid: 'These positions are not in the signed transparency log.',
  // A dependency the server needs (the database) cannot answer now: try again shortly.
  service_unavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
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
  return joinTexts(codes.map(translate));
}

/**
 * Joins error texts into one sentence (joinErrorTexts once translated); apart from it so that
 * the web app, which translates itself, does not bundle the English catalogue.
 */
export function joinTexts(texts: readonly string[]): string {
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
