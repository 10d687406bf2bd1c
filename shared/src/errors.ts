/**
 * Error codes the gateway answers with. The client turns a code into text through i18next
 * (key `err.<CODE>`); the English message here is the fallback the API also sends, so a
 * non-browser caller still reads something a person understands.
 */
export const ErrorMessages = {
  VALIDATION_FAILED: 'Input cannot be empty',
  NOT_FOUND: 'Not found',
  INTERNAL: 'Network link is abnormal, please try again',
  TOKEN_MISSING: 'Not logged in, please log in',
  TOKEN_INVALID: 'Your session has ended, please log in again',
  FORBIDDEN: 'You are not allowed to do this',
  WRONG_CREDENTIALS: 'Wrong account or password',
  USER_NOT_FOUND: 'Username/Email does not exist',
  ACCOUNT_DISABLED: 'This account is disabled, please contact customer service',
  CAPTCHA_REQUIRED: 'Please complete verification first',
  CAPTCHA_INVALID: 'Captcha check failed, please try again',
  CAPTCHA_TOO_FAST: 'Please wait a second before refreshing the captcha',
  HUMAN_CHECK_FAILED: 'Please complete verification first',
  USERNAME_TAKEN: 'This username is already taken',
  MOBILE_TAKEN: 'This mobile number is already registered',
  EMAIL_TAKEN: 'This email is already registered',
  RULE_VIOLATION: 'Some fields do not follow the rules',
  TERMS_NOT_ACCEPTED: 'Please read and accept the terms first',
  PASSWORD_MISMATCH: 'Confirmation password is not correct.',
  OLD_PASSWORD_WRONG: 'The old password is not correct',
  SAME_PASSWORD: 'The new password must differ from the old one',
  INVITATION_CODE_INVALID: 'Invalid invitation code',
  MOBILE_INVALID: 'Invalid phone number format.',
  MOBILE_MISSING: 'Please enter a valid phone number.',
  SMS_CODE_INVALID: 'Please enter a valid verification code',
  SMS_CODE_EXPIRED: 'Verification code has expired, please send again.',
  SMS_TOO_MANY_REQUESTS: 'Too many requests, please try again after 5 minutes.',
  SMS_THROTTLED: 'Please wait a moment before requesting another code',
  SMS_QUOTA_EXCEEDED: 'Quota not sufficient, please contact customer service.',
  TOO_MANY_REQUESTS: 'Too many requests, please try again later',
  ENCRYPTION_REQUIRED: 'This request must be encrypted',
  DECRYPTION_FAILED: 'The encrypted request could not be read, please reload the page',
  NON_MEMBER_LOGIN: 'Non-member account unable to login',
  NON_AGENT_LOGIN: 'Non-agents cannot log in',
  TRIAL_NOT_ALLOWED: 'Please register a real account to use this feature',
  FEATURE_DISABLED: 'This feature is not available on this site',
  VERIFICATION_REQUIRED: 'Please verify this new login location',
  VERIFICATION_FAILED: 'The verification answer is not correct',
  VERIFICATION_EXPIRED: 'The verification has expired, please log in again',
  SOCIAL_LOGIN_FAILED: 'Login failure. Please try again.',
  SOCIAL_LINK_EXISTS: 'This social account is already linked',
  PASSWORD_CHANGE_REQUIRED: 'Please change your password first',
  MAINTENANCE: 'The system is under maintenance',
  REGION_BLOCKED: 'Your IP or location is blocked',
} as const;

export type ErrorCode = keyof typeof ErrorMessages;
export const ERROR_CODES = Object.keys(ErrorMessages) as ErrorCode[];

/** HTTP status used for each code; the envelope's `code` is what clients branch on. */
export const ErrorStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400, NOT_FOUND: 404, INTERNAL: 500, TOKEN_MISSING: 401, TOKEN_INVALID: 401,
  FORBIDDEN: 403, WRONG_CREDENTIALS: 401, USER_NOT_FOUND: 404, ACCOUNT_DISABLED: 403,
  CAPTCHA_REQUIRED: 400, CAPTCHA_INVALID: 400, CAPTCHA_TOO_FAST: 429, HUMAN_CHECK_FAILED: 400, USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409, EMAIL_TAKEN: 409, RULE_VIOLATION: 400, TERMS_NOT_ACCEPTED: 400,
  PASSWORD_MISMATCH: 400, OLD_PASSWORD_WRONG: 400, SAME_PASSWORD: 400, INVITATION_CODE_INVALID: 400,
  MOBILE_INVALID: 400, MOBILE_MISSING: 400, SMS_CODE_INVALID: 400, SMS_CODE_EXPIRED: 400,
  SMS_TOO_MANY_REQUESTS: 429, SMS_THROTTLED: 429, SMS_QUOTA_EXCEEDED: 429, TOO_MANY_REQUESTS: 429,
  ENCRYPTION_REQUIRED: 400, DECRYPTION_FAILED: 400, NON_MEMBER_LOGIN: 403, NON_AGENT_LOGIN: 403,
  TRIAL_NOT_ALLOWED: 403, FEATURE_DISABLED: 403, VERIFICATION_REQUIRED: 401,
  VERIFICATION_FAILED: 400, VERIFICATION_EXPIRED: 400, SOCIAL_LOGIN_FAILED: 400,
  SOCIAL_LINK_EXISTS: 409, PASSWORD_CHANGE_REQUIRED: 403, MAINTENANCE: 503, REGION_BLOCKED: 403,
};
