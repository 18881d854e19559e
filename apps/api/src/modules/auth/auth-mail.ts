import { type MailMessage } from '../../mail/types';
import { escapeHtml, htmlLayout } from '../../mail/html';
import { RESET_CODE_TTL_MS } from './reset-codes';

const minutes = Math.round(RESET_CODE_TTL_MS / 60_000);

export function resetCodeMail(to: string, name: string, code: string): MailMessage {
  const subject = `Your Promptsmith verification code: ${code}`;
  const text = [
    `Hello ${name},`,
    '',
    `Your verification code is ${code}.`,
    '',
    `Enter it on the password reset page within ${minutes} minutes. It works once; requesting a new code replaces it.`,
    'If you did not ask to reset your password, ignore this message: your password stays as it is.',
  ].join('\n');
  const html = htmlLayout(
    'Reset your password',
    `<p>Hello ${escapeHtml(name)},</p>
<p>Your verification code is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0" data-code="${code}">${code}</p>
<p>Enter it on the password reset page within ${minutes} minutes. It works once; requesting a new code replaces it.</p>
<p>If you did not ask to reset your password, ignore this message: your password stays as it is.</p>`,
  );
  return { to, subject, text, html };
}

export function passwordChangedMail(to: string, name: string, publicUrl: string, when: Date): MailMessage {
  const subject = 'Your Promptsmith password was changed';
  const forgot = `${publicUrl}/forgot-password`;
  const at = when.toUTCString();
  const text = [
    `Hello ${name},`,
    '',
    `The password of your Promptsmith account was changed on ${at}. Other devices were signed out.`,
    '',
    `If this was not you, reset your password now: ${forgot}`,
  ].join('\n');
  const html = htmlLayout(
    'Your password was changed',
    `<p>Hello ${escapeHtml(name)},</p>
<p>The password of your Promptsmith account was changed on ${escapeHtml(at)}. Other devices were signed out.</p>
<p>If this was not you, <a href="${escapeHtml(forgot)}">reset your password now</a>.</p>`,
  );
  return { to, subject, text, html };
}
