import { type MailMessage } from '../../mail/types';
import { escapeHtml, htmlLayout } from '../../mail/html';
import { CODE_TTL_MS } from './one-time-codes';

/** The account mails. Names are user input: escaped in HTML, plain in text. Pure. */

const minutes = Math.round(CODE_TTL_MS / 60_000);

/** Plain paragraphs; a code, when given, is shown large in the HTML after the second one. */
function message(
  to: string,
  subject: string,
  title: string,
  paragraphs: string[],
  code?: string,
): MailMessage {
  const html = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (code) {
    html.splice(
      2,
      0,
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0" data-code="${code}">${code}</p>`,
    );
  }
  return { to, subject, text: paragraphs.join('\n\n'), html: htmlLayout(title, html.join('\n')) };
}

export function resetCodeMail(to: string, name: string, code: string): MailMessage {
  return message(
    to,
    `Your Promptsmith password reset code: ${code}`,
    'Reset your password',
    [
      `Hello ${name},`,
      `Your verification code is ${code}.`,
      `Enter it on the password reset page within ${minutes} minutes. It works once; requesting a new code replaces it.`,
      'If you did not ask to reset your password, ignore this message: your password stays as it is.',
    ],
    code,
  );
}

export function emailVerificationMail(to: string, name: string, code: string): MailMessage {
  return message(
    to,
    `Your Promptsmith email confirmation code: ${code}`,
    'Confirm your email address',
    [
      `Hello ${name},`,
      `Your confirmation code is ${code}.`,
      `Enter it in the banner at the top of Promptsmith within ${minutes} minutes to confirm that this address is yours. It works once; asking for a new code replaces it.`,
      'If you did not create a Promptsmith account, ignore this message: without the code the account stays unconfirmed, and signing in with Google as this address takes it over.',
    ],
    code,
  );
}

export function passwordChangedMail(to: string, name: string, publicUrl: string, when: Date): MailMessage {
  return message(to, 'Your Promptsmith password was changed', 'Your password was changed', [
    `Hello ${name},`,
    `The password of your Promptsmith account was changed on ${when.toUTCString()}. Other devices were signed out.`,
    `If this was not you, reset your password now: ${publicUrl}/forgot-password`,
  ]);
}

/** Every Google link is announced to the owner; `passwordRemoved` when it took over an unconfirmed account. */
export function googleLinkedMail(
  to: string,
  name: string,
  publicUrl: string,
  when: Date,
  passwordRemoved: boolean,
): MailMessage {
  const at = when.toUTCString();
  return message(to, 'Google sign-in was added to your Promptsmith account', 'Google sign-in added', [
    `Hello ${name},`,
    `On ${at} the Google account for ${to} was linked to your Promptsmith account; you can now sign in with Google.`,
    passwordRemoved
      ? `This address had never been confirmed, so the password set at sign-up was removed and every session was signed out: whoever created the account without access to this mailbox no longer has access. To sign in with a password as well, choose "Forgot password" at ${publicUrl}/forgot-password.`
      : 'Your password keeps working as before.',
    `If you did not sign in with Google, reset your password at ${publicUrl}/forgot-password and sign out from all devices in your profile.`,
  ]);
}

export function signInPausedMail(
  to: string,
  name: string,
  publicUrl: string,
  failures: number,
  minutesPaused: number,
): MailMessage {
  return message(to, 'Sign-in to your Promptsmith account is paused', 'Sign-in paused', [
    `Hello ${name},`,
    `There were ${failures} sign-in attempts with a wrong password on your Promptsmith account, so password sign-in is paused for up to ${minutesPaused} minutes.`,
    `If that was you, wait and try again, or set a new password at ${publicUrl}/forgot-password (which also ends the pause). If it was not you, your password held; a new, unique one makes guessing even harder.`,
  ]);
}
