/** How the settings panel shows the account email: first character, three stars, then the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email ? `${email[0]}***` : '';
  return `${email[0]}***${email.slice(at)}`;
}
