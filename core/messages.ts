/** User-facing texts exactly as the spec words them; one place for the web app and the server. */
export const AUTH_MESSAGES = {
  rateLimited: 'Too many attempts. Please wait a moment before trying again.',
  invalidCredentials: 'Invalid email or password. Please check your credentials.',
  notConfirmed: 'Account exists but email not verified. Please check your email for the verification link.',
  alreadyRegistered: 'Account already exists. Please sign in instead.',
  signUpCheckEmail: 'Account created! Please check your email for verification link.',
  generic: 'An error occurred',
} as const;

/** The access area's screens: sign-up, verification, password reset and email change. */
export const ACCESS_MESSAGES = {
  alreadyRegisteredSwitching: 'This email is already registered. Please sign in instead.',
  adminSignedUp: 'Account created successfully! You can now sign in.',
  signUpMismatch: 'Passwords do not match. Please make sure both password fields are identical.',
  verificationResent: 'Verification email sent. Please check your inbox.',
  resendFailed: 'Failed to resend verification.',
  forgotFailed: 'Failed to send password reset email. Please try again.',
  resetFailed: 'Failed to reset password. Please try again.',
  resetFillAll: 'Please fill in all fields',
  resetMismatch: 'Passwords do not match',
  resetTooShort: 'Password must be at least 6 characters long',
  recoveryExpired: 'Recovery session expired. Please request a new password reset.',
  recoveryInvalid: 'Invalid recovery session. Please request a new password reset.',
  passwordReset: 'Password updated successfully!',
  verificationFailedTitle: 'Verification Failed',
  emailChangeExpired: 'Email verification session expired. Please try again.',
  emailChangeInvalid: 'Invalid verification session. Please try again.',
  emailChangeNoUser: 'Failed to get updated user information',
  emailChangeFailed: 'Email verification failed',
} as const;

/** Toasts of the access area as title and message. */
export const ACCOUNT_TOASTS = {
  missingInformation: { title: 'Missing Information', message: 'Please fill in all fields' },
  sameEmail: { title: 'Same Email', message: 'New email must be different from current email' },
  passwordMismatch: { title: 'Password Mismatch', message: 'New passwords do not match' },
  passwordTooShort: { title: 'Password Too Short', message: 'Password must be at least 6 characters' },
  samePassword: { title: 'Same Password', message: 'New password must be different from current password' },
  currentPasswordIncorrect: { title: 'Update Failed', message: 'Current password is incorrect' },
  emailVerificationRequired: (email: string) => ({
    title: 'Email Verification Required',
    message: `Please check ${email} and click the verification link to complete your email change.`,
  }),
  emailUpdated: { title: 'Email Updated', message: 'Your email has been updated successfully.' },
  passwordUpdated: { title: 'Password Updated', message: 'Your password has been updated successfully.' },
  updateFailedTitle: 'Update Failed',
  updateEmailFailed: 'Failed to update email',
  updatePasswordFailed: 'Failed to update password',
  signedOut: { title: 'Sign Out', message: 'Successfully signed out' },
  signOutFailed: { title: 'Sign Out Failed', message: 'Failed to sign out. Please try again.' },
  subscriptionError: { title: 'Subscription Error', message: 'Failed to open subscription management.' },
  supportCopied: { title: 'Copied!', message: 'Support email copied to clipboard' },
  copyFailed: { title: 'Copy Failed', message: 'Could not copy to clipboard.' },
} as const;

export const NOTES_MESSAGES = {
  uploadFailedTitle: 'Upload Failed',
  uploadFailedFallback: 'Failed to transcribe audio file',
  uploadedTitle: 'File Uploaded',
  uploaded: 'Audio file transcribed successfully!',
  emptyTitle: 'No appointments yet',
  emptyHint: 'Start recording to create clinical notes',
  loadingTitle: 'Loading appointments...',
  loadingHint: 'Retrieving your clinical notes',
  generating: 'Generating structured clinical notes automatically...',
  uploadFailedStatus: (statusText: string) => `Upload failed: ${statusText}`,
  microphoneRefused: 'Failed to access microphone. Please check permissions.',
  recordingFailedTitle: 'Recording Failed',
  recordingFailed: 'The recording stopped unexpectedly. Please try again.',
  analysisFailedTitle: 'Analysis Failed',
  saveFailedTitle: 'Save Failed',
  deleteFailedTitle: 'Delete Failed',
  appendFailedTitle: 'Append Failed',
  clearFailedTitle: 'Clear Failed',
  clearFailed: 'Could not clear all transcriptions',
  copyFailedTitle: 'Copy Failed',
  copyFailed: 'Unable to copy clinical notes',
  copiedTitle: 'Copied',
  copied: 'Clinical notes copied to clipboard',
  clearedTitle: 'Cleared',
  cleared: 'All appointments cleared successfully',
  deletedTitle: 'Deleted',
  deleted: 'Appointment deleted',
  notesUpdatedTitle: 'Notes Updated',
  notesUpdated: 'Clinical notes updated with new instructions',
  noClinicalInformation: 'No clinical information documented',
} as const;

/** Maps an auth failure to the spec's wording: rate limits, bad credentials, unverified email, duplicates. */
export function authErrorMessage(raw: string | undefined): string {
  const text = raw ?? '';
  if (/seconds/i.test(text)) return AUTH_MESSAGES.rateLimited;
  if (/invalid (login credentials|email or password)/i.test(text)) return AUTH_MESSAGES.invalidCredentials;
  if (/email not (confirmed|verified)/i.test(text)) return AUTH_MESSAGES.notConfirmed;
  if (/already (registered|exists)/i.test(text)) return AUTH_MESSAGES.alreadyRegistered;
  return text || AUTH_MESSAGES.generic;
}

/** Subscription texts of the spec (access-and-accounts §8, Checkout Error). */
export const BILLING_MESSAGES = {
  checkoutErrorTitle: 'Checkout Error',
  checkoutFailed: 'Failed to start checkout process',
  noCheckoutUrl: 'No checkout URL received',
} as const;

/** Desktop sync by QR code (access-and-accounts §8). */
export const SYNC_MESSAGES = {
  invalid: 'QR code has expired or is invalid. Please try scanning again.',
  deviceLimit: 'Device limit reached. Please sign out from other devices first.',
  syncFailed: 'QR code sync failed. Please try again.',
  processFailed: 'Failed to process QR code. Please try again.',
  adoptFailed: 'QR authentication failed. Please try again.',
  authFailed: 'QR code authentication failed. Please try again.',
  qrError: { title: 'QR Code Error', message: 'Failed to generate QR code.' },
  noSession: { title: 'Authentication Error', message: 'Unable to generate QR code - no active session.' },
  urlCopied: { title: 'Copied!', message: 'Desktop URL copied to clipboard' },
} as const;
