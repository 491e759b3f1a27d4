import type { MailMessage } from '../../infra/mail/index.js';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** A date as the mails write it: "December 12, 2026 at 9:05 AM UTC". */
export function mailDate(date: Date): string {
  return `${dateTime.format(date)} UTC`;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function paragraphs(lines: string[]): string {
  return lines
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

function mail(to: string, subject: string, lines: string[]): MailMessage {
  return { to, subject, text: lines.join('\n'), html: paragraphs(lines) };
}

/** To the new address: the link that makes it the account's address. */
export function confirmNewEmailMail(to: string, link: string, confirmBy: Date): MailMessage {
  return mail(to, 'Confirm your new SiteScout e-mail address', [
    'Someone (hopefully you) asked to use this address for their SiteScout account.',
    '',
    'Confirm it here; until then the account keeps its current address:',
    link,
    '',
    `The link works once, until ${mailDate(confirmBy)}. If you did not ask for this, ignore this message.`,
  ]);
}

/** To the old address: a change was asked for, with the link that cancels it or takes it back. */
export function emailChangeNoticeMail(to: string, newEmail: string, link: string, undoDays: number): MailMessage {
  return mail(to, 'Your SiteScout e-mail address is being changed', [
    `Someone signed in to your SiteScout account asked to change its e-mail address to ${newEmail}.`,
    'The address changes only once the new one is confirmed.',
    '',
    `If this wasn't you, cancel it here (this link also takes the change back for ${undoDays} day${undoDays === 1 ? '' : 's'} after it is confirmed):`,
    link,
  ]);
}

/** To the old address after it took a change back: every session ended, choose a new password. */
export function emailChangeRevertedMail(to: string, recoveryLink: string): MailMessage {
  return mail(to, 'Your SiteScout e-mail address was kept', [
    'The change of your SiteScout account’s e-mail address was cancelled; the account uses this address again.',
    'Every device was signed out and the password was reset, since someone else may know it.',
    '',
    'Choose a new password here:',
    recoveryLink,
  ]);
}

/** To the owner: the account will be erased at `eraseAt` unless they keep it. */
export function deletionScheduledMail(to: string, eraseAt: Date, accountUrl: string): MailMessage {
  return mail(to, 'Your SiteScout account will be deleted', [
    `As you asked, your SiteScout account and its personal data will be erased on ${mailDate(eraseAt)}.`,
    'Until then everything stays as it is.',
    '',
    `To keep your account, sign in before then and choose "Keep my account": ${accountUrl}`,
    '',
    'Orders and the credit history are kept as bookkeeping law requires, no longer linked to you.',
  ]);
}

/** To the (former) address once the erasure ran. */
export function accountErasedMail(to: string): MailMessage {
  return mail(to, 'Your SiteScout account was deleted', [
    'Your SiteScout account has been deleted and its personal data erased.',
    'Orders and the credit history are kept as bookkeeping law requires, no longer linked to you.',
    '',
    'Thank you for having used SiteScout.',
  ]);
}
