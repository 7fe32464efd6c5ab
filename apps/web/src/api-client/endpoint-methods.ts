import type { EndpointName } from '@newsroom/contract/endpoints';

// What the browser needs of the contract's endpoint table (packages/contract/src/endpoints.ts):
// which calls are writes and which are multipart. The table itself carries every endpoint's
// schemas, and with them the validation library, which no reader's browser needs; so these two
// lists are copied here, and endpoint-methods.test.ts fails when they drift from the table.

/** SPEC section 7: writes are POST with a body; every other call is a GET with a query string. */
export const WRITE_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'set_breaking_news_view', 'set_news', 'delete_news', 'upload_news_image', 'delete_news_images', 'set_news_view',
  'set_like_dislike', 'set_bookmark', 'set_comment', 'delete_comment', 'set_comment_like_dislike', 'set_flag',
  'user_signup', 'user_logout', 'update_profile', 'delete_user', 'set_user_category', 'register_token', 'delete_token',
  'set_user_notification_read', 'delete_user_notification', 'set_question_result', 'identity_email_signup',
  'identity_resend_verification', 'identity_verify_email', 'identity_email_signin', 'identity_forgot_password',
  'identity_reset_password', 'identity_phone_send_code', 'identity_phone_signin',
]);

/** SPEC section 7: these calls are multipart (they can carry files). */
export const MULTIPART_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>(['set_news', 'upload_news_image', 'update_profile', 'register_token', 'delete_token']);

/** A failed answer: clients test `error !== "false"` (as isFailure of the contract's envelope.ts). */
export function isFailedAnswer(envelope: { error: string }): boolean {
  return envelope.error !== 'false';
}

/** The message of a list call that found nothing (the contract's NO_DATA_FOUND). */
export const NO_DATA_FOUND = 'No Data Found';
