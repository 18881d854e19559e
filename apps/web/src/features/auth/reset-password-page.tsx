import { MESSAGES, TIMINGS } from '@promptsmith/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { passwordError } from '@/lib/password';
import { resetPassword } from './api/reset-password';
import { AuthFrame, BackToLogin } from './components/auth-frame';
import { useDelayedNavigate } from './hooks/use-delayed-navigate';
import { readAuthState } from './redirect';

export default function ResetPasswordPage() {
  const { email, otp } = readAuthState(useLocation().state);
  const delayedNavigate = useDelayedNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; confirm?: string | null }>({});
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'done'>('idle');
  const formRef = useRef<HTMLFormElement>(null);
  const missing = !email || !otp;

  useEffect(() => {
    if (missing) delayedNavigate('/forgot-password', TIMINGS.missingResetInfoRedirect, { replace: true });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missing]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'idle' || !email || !otp) return;
    const found = {
      password: passwordError(password),
      confirm: password === confirm ? null : MESSAGES.passwordsDoNotMatch,
    };
    setErrors(found);
    setError(null);
    if (found.password || found.confirm) return focusFirstInvalid(formRef.current);
    setPhase('submitting');
    try {
      await resetPassword(email, otp, password);
      setPhase('done');
      delayedNavigate('/login', TIMINGS.resetRedirect, { replace: true });
    } catch (e) {
      setError(errorMessage(e, MESSAGES.resetFailed));
      setPhase('idle');
    }
  }

  if (missing) {
    return (
      <AuthFrame title="Reset your password">
        <Alert tone="error">{MESSAGES.resetInfoMissing}</Alert>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Reset your password" lead={`Choose a new password for ${email}.`}>
      <div className="flex flex-col gap-4">
        {phase === 'done' && <Alert tone="success">{MESSAGES.resetSuccess}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        <form ref={formRef} className="flex flex-col gap-4" onSubmit={(e) => void onSubmit(e)} noValidate>
          <NewPasswordFields
            password={password}
            confirm={confirm}
            onPasswordChange={setPassword}
            onConfirmChange={setConfirm}
            errors={errors}
          />
          <Button type="submit" size="lg" loading={phase === 'submitting'} disabled={phase === 'done'}>
            {phase === 'submitting' ? 'Resetting...' : 'Reset Password'}
          </Button>
        </form>
        <BackToLogin />
      </div>
    </AuthFrame>
  );
}
