import { MESSAGES, TIMINGS } from '@promptsmith/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { passwordError } from '@/lib/password';
import { useResetPassword } from './api/reset-password';
import { AuthFrame, BackToLogin } from './components/auth-frame';
import { useDelayedNavigate } from './hooks/use-delayed-navigate';
import { readAuthState } from './redirect';

export default function ResetPasswordPage() {
  const { email, otp } = readAuthState(useLocation().state);
  const delayedNavigate = useDelayedNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; confirm?: string | null }>({});
  const resetRequest = useResetPassword({
    onSuccess: () => delayedNavigate('/login', TIMINGS.resetRedirect, { replace: true }),
  });
  const error = resetRequest.error ? errorMessage(resetRequest.error, MESSAGES.resetFailed) : null;
  const formRef = useRef<HTMLFormElement>(null);
  const missing = !email || !otp;

  useEffect(() => {
    if (missing) delayedNavigate('/forgot-password', TIMINGS.missingResetInfoRedirect, { replace: true });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missing]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (resetRequest.isPending || resetRequest.isSuccess || !email || !otp) return;
    const found = {
      password: passwordError(password),
      confirm: password === confirm ? null : MESSAGES.passwordsDoNotMatch,
    };
    setErrors(found);
    resetRequest.reset();
    if (found.password || found.confirm) return focusFirstInvalid(formRef.current);
    resetRequest.mutate({ email, otp, newPassword: password });
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
        {resetRequest.isSuccess && <Alert tone="success">{MESSAGES.resetSuccess}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        <form ref={formRef} className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
          <NewPasswordFields
            password={password}
            confirm={confirm}
            onPasswordChange={setPassword}
            onConfirmChange={setConfirm}
            errors={errors}
          />
          <Button type="submit" size="lg" loading={resetRequest.isPending} disabled={resetRequest.isSuccess}>
            {resetRequest.isPending ? 'Resetting...' : 'Reset Password'}
          </Button>
        </form>
        <BackToLogin />
      </div>
    </AuthFrame>
  );
}
