import type { Mail } from './mailer.ts';

const BRAND = '#0f766e';

/** Wraps a message in the product's plain, widely supported email layout; the text part says the same. */
function layout(to: string, subject: string, lines: string[], action: { label: string; url: string }, footnote: string): Mail {
  const html = `<!doctype html><html><body style="margin:0;background:#f4f7f7;font-family:Helvetica,Arial,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:700;color:${BRAND};padding-bottom:16px">Chairside</td></tr>
${lines.map((l) => `<tr><td style="font-size:15px;line-height:1.5;padding-bottom:12px">${escape(l)}</td></tr>`).join('\n')}
<tr><td style="padding:12px 0 20px"><a href="${escape(action.url)}" style="background:${BRAND};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escape(action.label)}</a></td></tr>
<tr><td style="font-size:12px;color:#6b7280;line-height:1.5">${escape(footnote)}<br>If the button does not work, paste this link into your browser:<br><span style="word-break:break-all">${escape(action.url)}</span></td></tr>
</table></td></tr></table></body></html>`;
  const text = `Chairside\n\n${lines.join('\n\n')}\n\n${action.label}: ${action.url}\n\n${footnote}\n`;
  return { to, subject, text, html };
}

function escape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function verificationMail(to: string, url: string): Mail {
  return layout(
    to,
    'Confirm your Chairside email address',
    ['Welcome to Chairside — dental documentation in seconds.', 'Please confirm your email address to finish creating your account.'],
    { label: 'Confirm email address', url },
    'If you did not create a Chairside account, you can ignore this email.',
  );
}

export function passwordResetMail(to: string, url: string): Mail {
  return layout(
    to,
    'Reset your Chairside password',
    ['We received a request to reset the password of your Chairside account.', 'The link below is valid for one hour.'],
    { label: 'Choose a new password', url },
    'If you did not ask for a new password, you can ignore this email; your password stays as it is.',
  );
}

export function emailChangeMail(to: string, url: string): Mail {
  return layout(
    to,
    'Confirm your new Chairside email address',
    ['You asked to use this address for your Chairside account.', 'Confirm it to finish the change; until then you keep signing in with your current address.'],
    { label: 'Confirm new email address', url },
    'If you did not ask for this change, ignore this email and your account stays as it is.',
  );
}
