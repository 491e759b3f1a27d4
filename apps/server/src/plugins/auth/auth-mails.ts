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

/**
 * Sent when someone signs up with an address that already has an unconfirmed account (or one created for a
 * received analysis). The stored password is kept; whoever owns the mailbox chooses the password here.
 */
export function claimMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Finish setting up your SiteScout account',
    text: [
      'Someone (hopefully you) asked to create a SiteScout account with this address, which already has an account waiting to be confirmed.',
      '',
      'Choose your password to confirm the address and sign in:',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask for this, ignore this message: nobody can sign in to the account until you choose a password.',
    ].join('\n'),
    html: `<p>Someone (hopefully you) asked to create a SiteScout account with this address, which already has an account waiting to be confirmed.</p><p><a href="${escapeAttr(link)}">Choose your password</a> to confirm the address and sign in.</p><p>The link works once and expires in 1 hour. If you did not ask for this, ignore this message: nobody can sign in to the account until you choose a password.</p>`,
  };
}

/** Tells the owner their password was changed, and every other device signed out. */
export function passwordChangedMail(to: string, publicUrl: string): MailMessage {
  const recover = `${publicUrl}/forgot-password`;
  return {
    to,
    subject: 'Your SiteScout password was changed',
    text: [
      'The password of your SiteScout account was just changed, and every other device was signed out.',
      '',
      `If this was not you, reset your password now: ${recover}`,
    ].join('\n'),
    html: `<p>The password of your SiteScout account was just changed, and every other device was signed out.</p><p>If this was not you, <a href="${escapeAttr(recover)}">reset your password now</a>.</p>`,
  };
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
