/** User-facing texts exactly as the spec words them; one place for the web app and the server. */
export const AUTH_MESSAGES = {
  rateLimited: 'Too many attempts. Please wait a moment before trying again.',
  invalidCredentials: 'Invalid email or password. Please check your credentials.',
  notConfirmed: 'Account exists but email not verified. Please check your email for the verification link.',
  alreadyRegistered: 'Account already exists. Please sign in instead.',
  signUpCheckEmail: 'Account created! Please check your email for verification link.',
  generic: 'An error occurred',
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
