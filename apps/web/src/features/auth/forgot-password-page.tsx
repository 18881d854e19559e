import { LIMITS, MESSAGES } from '@promptsmith/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useVerifyEmail } from './api/verify-email';
import { useVerifyOtp } from './api/verify-otp';
import { AuthFrame, BackToLogin } from './components/auth-frame';
import { codeError, emailError } from './validation';

type Step = 'email' | 'code';

/** Two steps: the address gets a 6-digit code, the verified code opens /reset-password. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sendCodeRequest = useVerifyEmail({
    onSuccess: () => {
      setCode('');
      setStep('code');
    },
  });
  // The code travels in router state, not the URL, so it stays out of history and logs.
  const checkCodeRequest = useVerifyOtp({
    onSuccess: (_result, { email, otp }) => void navigate('/reset-password', { state: { email, otp } }),
  });
  const busy = sendCodeRequest.isPending || checkCodeRequest.isPending;
  const notice = sendCodeRequest.data
    ? `${sendCodeRequest.data.message}: ${sendCodeRequest.variables.email}`
    : null;
  const error = sendCodeRequest.error
    ? // 404 is the spec's "No account found with this email address..." from the server.
      sendCodeRequest.error instanceof ApiError && sendCodeRequest.error.status === 404
      ? MESSAGES.noAccountForEmail
      : errorMessage(sendCodeRequest.error, 'Failed to verify email')
    : checkCodeRequest.error
      ? errorMessage(checkCodeRequest.error, MESSAGES.invalidVerificationCode)
      : null;

  function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = emailError(email);
    setFieldError(invalid);
    sendCodeRequest.reset();
    checkCodeRequest.reset();
    if (invalid) return focusFirstInvalid(formRef.current);
    sendCodeRequest.mutate({ email: email.trim() });
  }

  function checkCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || checkCodeRequest.isSuccess) return;
    const invalid = codeError(code);
    setFieldError(invalid);
    checkCodeRequest.reset();
    if (invalid) return focusFirstInvalid(formRef.current);
    checkCodeRequest.mutate({ email: email.trim(), otp: code.trim() });
  }

  function changeEmail() {
    setStep('email');
    setCode('');
    setFieldError(null);
    sendCodeRequest.reset();
    checkCodeRequest.reset();
  }

  return (
    <AuthFrame
      title="Forgot your password?"
      lead={
        step === 'email'
          ? 'Enter the email address of your account and we will send you a verification code.'
          : 'Enter the 6-digit code we sent to your email.'
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
            <Button type="submit" size="lg" loading={busy}>
              {busy ? 'Verifying...' : 'Verify and Continue'}
            </Button>
            <button
              type="button"
              onClick={changeEmail}
              className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
            >
              Use a different email address
            </button>
          </form>
        )}
        <BackToLogin />
      </div>
    </AuthFrame>
  );
}
