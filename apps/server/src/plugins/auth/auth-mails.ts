import type { MailMessage } from '../../infra/mail/index.js';

/** The confirmation e-mail sent after an e-mail sign-up. */
export function confirmationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your SiteScout account',
    text: [
      'Welcome to SiteScout!',
      '',
      'Confirm your e-mail address to finish creating your account:',
      link,
      '',
      'The link works once and expires in 24 hours. If you did not sign up, ignore this message.',
    ].join('\n'),
    html: `<p>Welcome to SiteScout!</p><p><a href="${escapeAttr(link)}">Confirm your e-mail address</a> to finish creating your account.</p><p>The link works once and expires in 24 hours. If you did not sign up, ignore this message.</p>`,
  };
}

/** The password-recovery e-mail. */
export function recoveryMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your SiteScout password',
    text: [
      'Someone (hopefully you) asked to reset the password of your SiteScout account.',
      '',
      'Choose a new password here:',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask for this, ignore this message.',
    ].join('\n'),
    html: `<p>Someone (hopefully you) asked to reset the password of your SiteScout account.</p><p><a href="${escapeAttr(link)}">Choose a new password</a>.</p><p>The link works once and expires in 1 hour. If you did not ask for this, ignore this message.</p>`,
  };
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
