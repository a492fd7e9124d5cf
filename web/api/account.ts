import { postJson, request } from './http.ts';

/** Where the emailed sign-up confirmation link lands once it has signed the user in. */
const CALLBACK_URL = '/auth/callback';

/**
 * Whether an account exists for the email. The server counts the admin addresses as existing without a
 * lookup; any failure counts as "no account", which leads to the sign-up step as the spec asks.
 */
export async function accountExists(email: string): Promise<boolean> {
  try {
    return (await postJson<{ exists: boolean }>('/api/admin/check-user-exists', { email })).exists === true;
  } catch {
    return false;
  }
}

/** Creates the account; `verified` is true for admins, who need no email confirmation. */
export async function signUp(email: string, password: string): Promise<{ verified: boolean }> {
  const answer = await postJson<{ user?: { emailVerified?: boolean } }>('/api/auth/sign-up/email', { email, password, name: email, callbackURL: CALLBACK_URL });
  return { verified: answer.user?.emailVerified === true };
}

export const resendVerification = (email: string) => postJson('/api/auth/send-verification-email', { email, callbackURL: CALLBACK_URL });

export const requestPasswordReset = (email: string) => postJson('/api/auth/forgot-password', { email });

export const resetPassword = (token: string, newPassword: string) => postJson('/api/auth/reset-password', { token, newPassword });

/** Confirms an email change with the token from the emailed link; answers the updated user when it worked. */
export const confirmEmailChange = (token: string) =>
  request<{ status: boolean; user?: { email: string } | null }>(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);

/** Starts an email change; `pendingEmail` set means the new address must confirm a link first. */
export const updateEmail = (newEmail: string) =>
  postJson<{ email: string; pendingEmail?: string; verificationRequired: boolean }>('/api/user/update-email', { newEmail });

/** Checks the current password the way the spec does, by signing in with it again. */
export const verifyPassword = (email: string, password: string) => postJson('/api/auth/sign-in/email', { email, password });

/** better-auth checks the current password itself and answers "Invalid password" when it is wrong. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  postJson('/api/auth/change-password', { currentPassword, newPassword });
