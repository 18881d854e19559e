/**
 * User-visible texts the spec fixes word for word. Server and web app both read them from
 * here so a message never drifts between validation and display.
 */
export const MESSAGES = {
  promptRequired: 'Please enter a prompt to optimize',
  comparePromptRequired: 'Please enter a prompt to compare',
  assistantRequired: 'Please select at least one AI assistant',
  transformFailed: 'Failed to optimize prompt',
  compareFailed: 'Failed to compare across assistants',
  compareFallback: 'Failed to generate comparison. Please try again.',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordsDoNotMatch: 'New passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  invalidMobile: 'Please enter a valid mobile number',
  invalidEmail: 'Please enter a valid email address',
  invalidCode: 'Please enter a valid 6-digit verification code',
  nameRequired: 'Please enter your name',
  currentPasswordRequired: 'Please enter your current password',
  testimonialRequired: 'Please enter your testimonial text',
  loginFailed: 'Login failed. Please check your credentials.',
  invalidCredentials: 'Invalid email/mobile or password',
  loginSuccess: 'Login successful! Redirecting...',
  signupSuccess: 'Account created successfully! Please log in.',
  signupFailed: 'Something went wrong. Please try again.',
  googleLoginFailed: 'Google login failed. Please try again.',
  googleSignupFailed: 'Google signup failed. Please try again.',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Failed to update profile',
  passwordChangeFailed: 'Failed to update password',
  passwordChanged: 'Password updated successfully!',
  testimonialFailed: 'Failed to submit testimonial. Please try again.',
  testimonialThanks:
    'Thank you for your testimonial! It will appear on the home page once it has been reviewed.',
  testimonialQuota: 'You can submit up to 5 testimonials a day. Please try again tomorrow.',
  noAccountForEmail: 'No account found with this email address. Please check and try again.',
  invalidVerificationCode: 'Invalid verification code. Please try again.',
  resetFailed: 'Failed to reset password. Please try again.',
  resetSuccess: 'Password reset successful! Redirecting to login page...',
  resetInfoMissing: 'Verification information missing. Please start the reset process again.',
  authCallbackFailed: 'Authentication failed. Please try again.',
  offlineTitle: 'No Internet Connection',
  notFoundTitle: "Looks like you're lost",
  templateCopied: 'Template copied to clipboard!',
  noTemplatesMatch: 'No templates match your current filters. Try adjusting your selections.',
  signInRequired: 'Please sign in to continue.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  runFailed: 'Could not run the prompt. Please try again.',
  judgeFailed: 'Could not judge the answers. Please try again.',
} as const;

export const LIMITS = {
  promptMaxChars: 20_000,
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 100,
  emailMax: 254,
  mobileMinDigits: 6,
  mobileMaxDigits: 15,
  resetCodeLength: 6,
  testimonialMaxChars: 1_000,
  ratingMin: 1,
  ratingMax: 5,
  ratingDefault: 5,
  testimonialsPerUserPerDay: 5,
  testimonialListMax: 30,
  compareMaxModels: 6,
  /** "Sharpen it" answers: at most this many per request, each id and value this short. */
  answersMaxEntries: 8,
  answerIdMaxChars: 40,
  answerValueMaxChars: 300,
  answerMaxItems: 10,
  historyPageSizeMax: 50,
  /** Judging compares every pair in both orders: 6 answers are 30 judge calls. */
  judgeMaxAnswers: 6,
  judgeAnswerMaxChars: 40_000,
  historySearchMaxChars: 200,
} as const;

/** Timings the spec fixes (milliseconds). */
export const TIMINGS = {
  loginRedirect: 500,
  resetRedirect: 3_000,
  missingResetInfoRedirect: 3_000,
  authErrorRedirect: 2_000,
  connectivityCheck: 10_000,
  retryRedirect: 1_000,
  onlineRedirect: 1_500,
  authStatePoll: 2_000,
  copyFeedback: 2_000,
  templateCopiedNotice: 3_000,
  carouselInterval: 5_000,
  heroFlipIn: 800,
  heroFlipBack: 2_000,
} as const;

export const SCROLL_THRESHOLD_PX = 10;
export const COOKIE_CONSENT_NAME = 'cookieConsent';
export const COOKIE_CONSENT_DAYS = 365;

/** Shown on a testimonial card whose author has no role. Here, not beside the schemas, so
 * the home page can import it without pulling zod into its bundle. */
export const DEFAULT_TESTIMONIAL_ROLE = 'Promptsmith user';

/** Where the README explains how to configure LLM providers (keys, or a local Ollama). */
export const LLM_PROVIDERS_DOC_URL = 'https://github.com/promptsmith-app/promptsmith#llm-providers';
