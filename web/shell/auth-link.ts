/** An emailed link that opened the app: a password recovery or an email-change confirmation. */
export interface AuthLink {
  type: 'recovery' | 'email_change';
  /** Missing when the link was cut short; the overlays then say the session expired or is invalid. */
  token: string | null;
}

/** Reads `#type=recovery&access_token=…` or `#type=email_change&access_token=…`. */
export function readAuthLink(hash: string): AuthLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const type = params.get('type');
  if (type !== 'recovery' && type !== 'email_change') return null;
  return { type, token: params.get('access_token') || null };
}

/** Removes the token from the address bar (and history entry) once it has been read. */
export function clearAuthLink() {
  if (window.location.hash) history.replaceState(history.state, '', window.location.pathname + window.location.search);
}
