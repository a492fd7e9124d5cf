/** Business constants from the spec, shared by the web app and the server. */
export const MIN_PASSWORD_LENGTH = 6;

// Access and accounts (spec section 9). Milliseconds unless named otherwise.
export const INTRO_MS = 3000;
export const EMAIL_CHANGE_SUCCESS_CLOSE_MS = 3000;
export const PASSWORD_RESET_SUCCESS_CLOSE_MS = 2000;
export const ALREADY_REGISTERED_SWITCH_MS = 4000;
/** Sign-up success banner, forgot-password and reset errors. */
export const NOTICE_CLEAR_MS = 5000;
export const BEGIN_FEEDBACK_MS = 2000;
export const STEP_FOCUS_DELAY_MS = 100;
export const AUTH_OVERLAY_FADE_MS = 500;
export const RATE_LIMIT_BANNER_MS = 30_000;
export const SIGN_OUT_CONFIRM_MS = 3000;
export const TOAST_VISIBLE_MS = 3000;
export const TOAST_FADE_MS = 300;
export const SIGN_OUT_BROADCAST_TIMEOUT_MS = 5000;
export const BACKEND_SIGN_OUT_TIMEOUT_MS = 5000;
/** Desktop Sync: Refresh stays locked this long; the QR image is 200 px wide with a 2-module margin. */
export const QR_REFRESH_LOCK_MS = 2000;
export const QR_IMAGE = { widthPx: 200, margin: 2 } as const;
export const FIRST_VIDEO_AUTOPLAY_MS = 100;
/** The background loop plays at normal speed on the landing screen and slowed down behind the app. */
export const BACKGROUND_PLAYBACK_RATE = { landing: 1, app: 0.3 } as const;

export const LEGAL_LAST_UPDATED = 'July 22, 2025';
export const SUPPORT_EMAIL = 'support@chairside.app';
/** Browser storage key of the display mode flag ('true' / 'false'). */
export const DARK_MODE_KEY = 'darkMode';
export const PRICE_USD_PER_MONTH = 99;
export const TRIAL_DAYS = 7;
