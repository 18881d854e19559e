import { LIMITS, MESSAGES } from '@promptsmith/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { verifyEmail } from './api/verify-email';
import { verifyOtp } from './api/verify-otp';
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
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = emailError(email);
    setFieldError(invalid);
    setError(null);
    if (invalid) return focusFirstInvalid(formRef.current);
    setBusy(true);
    try {
      const result = await verifyEmail(email.trim());
      setNotice(`${result.message}: ${email.trim()}`);
      setCode('');
      setStep('code');
    } catch (e) {
      // 404 is the spec's "No account found with this email address..." from the server.
      setError(
        e instanceof ApiError && e.status === 404
          ? MESSAGES.noAccountForEmail
          : errorMessage(e, 'Failed to verify email'),
      );
    } finally {
      setBusy(false);
    }
  }

  async function checkCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = codeError(code);
    setFieldError(invalid);
    setError(null);
    if (invalid) return focusFirstInvalid(formRef.current);
    setBusy(true);
    try {
      await verifyOtp(email.trim(), code.trim());
      // The code travels in router state, not the URL, so it stays out of history and logs.
      void navigate('/reset-password', { state: { email: email.trim(), otp: code.trim() } });
    } catch (e) {
      setError(errorMessage(e, MESSAGES.invalidVerificationCode));
      setBusy(false);
    }
  }

  function changeEmail() {
    setStep('email');
    setCode('');
    setError(null);
    setFieldError(null);
    setNotice(null);
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
          <form ref={formRef} className="flex flex-col gap-4" onSubmit={(e) => void sendCode(e)} noValidate>
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
          <form ref={formRef} className="flex flex-col gap-4" onSubmit={(e) => void checkCode(e)} noValidate>
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
