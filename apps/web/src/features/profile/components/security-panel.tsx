import { MESSAGES, type PublicUser } from '@promptsmith/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { passwordError } from '@/lib/password';
import { useChangePassword } from '../api/change-password';
import { useLogoutAll } from '../api/logout-all';

interface Errors {
  current?: string | null;
  next?: string | null;
  confirm?: string | null;
}

function validate(current: string, next: string, confirm: string): Errors {
  return {
    current: current ? null : MESSAGES.currentPasswordRequired,
    next: passwordError(next),
    confirm: next === confirm ? null : MESSAGES.newPasswordsDoNotMatch,
  };
}

/** The Security tab: change the password, and sign out from all devices. */
export function SecurityPanel({
  user,
  onSignedOutEverywhere,
}: {
  user: PublicUser;
  onSignedOutEverywhere: () => void;
}) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const change = useChangePassword({
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setConfirm('');
    },
  });
  const signOut = useLogoutAll({ onSuccess: onSignedOutEverywhere });
  const error = change.error ? errorMessage(change.error, MESSAGES.passwordChangeFailed) : null;
  const signOutError = signOut.error
    ? errorMessage(signOut.error, 'Failed to sign out from all devices')
    : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const found = validate(current, next, confirm);
    setErrors(found);
    change.reset();
    if (found.current || found.next || found.confirm) return focusFirstInvalid(formRef.current);
    change.mutate({ currentPassword: current, newPassword: next });
  }

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="change-password-heading" className="flex max-w-md flex-col gap-4">
        <h2 id="change-password-heading" className="text-lg font-semibold">
          Change password
        </h2>
        {user.hasPassword ? (
          <form ref={formRef} className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
            {change.isSuccess && <Alert tone="success">{MESSAGES.passwordChanged}</Alert>}
            {error && <Alert tone="error">{error}</Alert>}
            <Field label="Current password" error={errors.current}>
              {(props) => (
                <PasswordInput
                  {...props}
                  autoComplete="current-password"
                  required
                  value={current}
                  onChange={(e) => setCurrent(e.target.value)}
                />
              )}
            </Field>
            <NewPasswordFields
              password={next}
              confirm={confirm}
              onPasswordChange={setNext}
              onConfirmChange={setConfirm}
              errors={{ password: errors.next, confirm: errors.confirm }}
            />
            <div>
              <Button type="submit" loading={change.isPending}>
                {change.isPending ? 'Updating...' : 'Update password'}
              </Button>
            </div>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Changing your password signs you out on every other device.
            </p>
          </form>
        ) : (
          <Alert tone="info">
            You sign in with Google, so your account has no password yet. To add one, use{' '}
            <Link to="/forgot-password" className="font-medium underline">
              Forgot password
            </Link>{' '}
            with your email address.
          </Alert>
        )}
      </section>

      <section aria-labelledby="sign-out-heading" className="flex max-w-md flex-col gap-3">
        <h2 id="sign-out-heading" className="text-lg font-semibold">
          Sign Out
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Sign out from all devices: every browser and app where you are signed in, this one included.
        </p>
        {signOutError && <Alert tone="error">{signOutError}</Alert>}
        <div>
          {/* Stays busy after success: the page is on its way to /login. */}
          <Button
            variant="danger"
            loading={signOut.isPending || signOut.isSuccess}
            onClick={() => signOut.mutate()}
          >
            Sign out from all devices
          </Button>
        </div>
      </section>
    </div>
  );
}
