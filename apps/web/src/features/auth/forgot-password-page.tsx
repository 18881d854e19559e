import { LIMITS, MESSAGES } from '@promptsmith/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useVerifyEmail } from './api/verify-email';
import { useVerifyOtp } from './api/verify-otp';
import { AuthFrame, BackToLogin } from './components/auth-frame';
import { useResendCountdown } from './hooks/use-resend-countdown';
import { codeError, emailError } from './validation';

const LINK = 'text-sm font-medium text-brand-700 hover:underline dark:text-brand-100';

/**
 * Two steps: the address gets a 6-digit code, the verified code opens /reset-password. The step
 * and the address live in the URL (?step=code&email=…), so a reload or the back button keeps
 * the user where they were; "I have a code" skips the mail, "Resend code" counts down the
 * server's one-code-a-minute limit instead of answering "wait".
 */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const urlEmail = params.get('email') ?? '';
  const step = params.get('step') === 'code' && !emailError(urlEmail) ? 'code' : 'email';
  const [email, setEmail] = useState(urlEmail);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const address = step === 'code' ? urlEmail : email.trim();
  const { secondsLeft, start } = useResendCountdown(address);

  const openCodeStep = (to: string) => {
    setCode('');
    setFieldError(null);
    setParams({ step: 'code', email: to });
  };

  const sendCodeRequest = useVerifyEmail({
    onSuccess: (result, { email: to }) => {
      start();
      setNotice(`${result.message}: ${to}`);
      if (step !== 'code') openCodeStep(to);
    },
    onError: (error, { email: to }) => {
      // Asked again within the minute: a code is already on its way, so go on to the code step
      // and count down to when another may be sent.
      if (error instanceof ApiError && error.status === 429) {
        start(error.retryAfterSeconds);
        setNotice(
          `We already sent a code to ${to}. Enter it below, or ask for a new one when the timer runs out.`,
        );
        if (step !== 'code') openCodeStep(to);
      }
    },
  });
  // The code travels in router state, not the URL, so it stays out of history and logs.
  const checkCodeRequest = useVerifyOtp({
    onSuccess: (_result, { email, otp }) => void navigate('/reset-password', { state: { email, otp } }),
  });
  const busy = sendCodeRequest.isPending || checkCodeRequest.isPending;
  const throttled = sendCodeRequest.error instanceof ApiError && sendCodeRequest.error.status === 429;
  const error =
    sendCodeRequest.error && !throttled
      ? // 404 is the spec's "No account found with this email address..." from the server.
        sendCodeRequest.error instanceof ApiError && sendCodeRequest.error.status === 404
        ? MESSAGES.noAccountForEmail
        : errorMessage(sendCodeRequest.error, 'Failed to verify email')
      : checkCodeRequest.error
        ? errorMessage(checkCodeRequest.error, MESSAGES.invalidVerificationCode)
        : null;

  function validEmailOrFocus(): string | null {
    const invalid = emailError(email);
    setFieldError(invalid);
    sendCodeRequest.reset();
    checkCodeRequest.reset();
    if (invalid) {
      focusFirstInvalid(formRef.current);
      return null;
    }
    return email.trim();
  }

  function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const to = validEmailOrFocus();
    if (to) sendCodeRequest.mutate({ email: to });
  }

  function haveCode() {
    const to = validEmailOrFocus();
    if (to) {
      setNotice(null);
      openCodeStep(to);
    }
  }

  function resend() {
    if (busy || secondsLeft > 0) return;
    checkCodeRequest.reset();
    sendCodeRequest.mutate({ email: urlEmail });
  }

  function checkCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || checkCodeRequest.isSuccess) return;
    const invalid = codeError(code);
    setFieldError(invalid);
    checkCodeRequest.reset();
    if (invalid) return focusFirstInvalid(formRef.current);
    checkCodeRequest.mutate({ email: urlEmail, otp: code.trim() });
  }

  function changeEmail() {
    setEmail(urlEmail);
    setCode('');
    setFieldError(null);
    setNotice(null);
    sendCodeRequest.reset();
    checkCodeRequest.reset();
    setParams({});
  }

  return (
    <AuthFrame
      title="Forgot your password?"
      lead={
        step === 'email'
          ? 'Enter the email address of your account and we will send you a verification code.'
          : `Enter the 6-digit code we sent to ${urlEmail}.`
      }
    >
      <div className="flex flex-col gap-4">
        {notice && step === 'code' && <Alert tone="success">{notice}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        {step === 'email' ? (
          <form ref={formRef} className="flex flex-col gap-4" onSubmit={sendCode} noValidate>
            <Field label="Email" error={fieldError}>
              {(props) => (
                <Input
                  {...props}
                  type="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              )}
            </Field>
            <Button type="submit" size="lg" loading={busy}>
              {busy ? 'Sending...' : 'Send Verification Code'}
            </Button>
            <button type="button" onClick={haveCode} className={LINK}>
              I have a code
            </button>
          </form>
        ) : (
          <form ref={formRef} className="flex flex-col gap-4" onSubmit={checkCode} noValidate>
            <Field label="Verification code" error={fieldError}>
              {(props) => (
                <Input
                  {...props}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={LIMITS.resetCodeLength}
                  pattern="[0-9]*"
                  required
                  autoFocus
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                  className="text-center font-mono text-lg tracking-[0.5em]"
                />
              )}
            </Field>
            <Button type="submit" size="lg" loading={checkCodeRequest.isPending}>
              {checkCodeRequest.isPending ? 'Verifying...' : 'Verify and Continue'}
            </Button>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Button
                variant="ghost"
                size="sm"
                onClick={resend}
                loading={sendCodeRequest.isPending}
                // Disabled buttons are skipped by Tab; aria-disabled keeps it reachable and read.
                aria-disabled={secondsLeft > 0 || undefined}
                className="aria-disabled:cursor-not-allowed aria-disabled:text-slate-500 dark:aria-disabled:text-slate-400"
              >
                {secondsLeft > 0 ? `Resend code in ${secondsLeft} s` : 'Resend code'}
              </Button>
              <button type="button" onClick={changeEmail} className={LINK}>
                Use a different email address
              </button>
            </div>
          </form>
        )}
        <BackToLogin />
      </div>
    </AuthFrame>
  );
}
