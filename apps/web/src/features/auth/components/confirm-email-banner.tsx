import { LIMITS } from '@promptsmith/contract';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useConfirmEmail } from '../api/confirm-email';
import { useResendConfirmation } from '../api/resend-confirmation';
import { codeError } from '../validation';

/**
 * Shown to a signed-in user whose address is not confirmed yet: the code from the sign-up mail
 * goes straight in here. Until then prompts are made by the built-in engine and Google sign-in
 * does not link to the account as it is.
 */
export function ConfirmEmailBanner() {
  const session = useSession();
  const toast = useToast();
  const id = useId();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const confirm = useConfirmEmail({
    onSuccess: (result) => {
      toast(result.message, { tone: 'success' });
      session.setUser(result.user);
    },
  });
  const resend = useResendConfirmation({ onSuccess: () => setCode('') });
  const busy = confirm.isPending || resend.isPending;
  const error =
    fieldError ??
    (confirm.error
      ? errorMessage(confirm.error, 'Could not confirm your email address. Please try again.')
      : resend.error
        ? errorMessage(resend.error, 'Could not send a new code. Please try again.')
        : null);
  const notice = error ? null : (resend.data?.message ?? null);

  const user = session.user;
  if (!user || user.emailVerified) return null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = codeError(code);
    setFieldError(invalid);
    confirm.reset();
    resend.reset();
    if (!invalid) confirm.mutate({ code: code.trim() });
  }

  function sendNewCode() {
    if (busy) return;
    setFieldError(null);
    confirm.reset();
    resend.mutate();
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border-b border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <div className="container-page flex flex-col gap-3 py-3 md:flex-row md:items-center md:justify-between">
        <div className="flex items-start gap-3">
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="text-sm">
            <h2 id={`${id}-title`} className="font-semibold">
              Confirm your email address
            </h2>
            <p>
              Enter the 6-digit code we sent to <span className="font-medium break-all">{user.email}</span>.
              Until then, your prompts are not sent to AI models.
            </p>
          </div>
        </div>
        <form className="flex flex-wrap items-start gap-2" onSubmit={onSubmit} noValidate>
          <label htmlFor={`${id}-code`} className="sr-only">
            Confirmation code
          </label>
          <Input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMITS.resetCodeLength}
            pattern="[0-9]*"
            placeholder="6-digit code"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || notice ? `${id}-message` : undefined}
            className="w-36 text-center font-mono tracking-[0.3em]"
          />
          <Button type="submit" loading={confirm.isPending || confirm.isSuccess}>
            Confirm
          </Button>
          <Button variant="ghost" loading={resend.isPending} onClick={sendNewCode}>
            Send a new code
          </Button>
          {(error ?? notice) && (
            <p
              id={`${id}-message`}
              role={error ? 'alert' : 'status'}
              className={
                error
                  ? 'w-full text-sm text-red-700 dark:text-red-300'
                  : 'w-full text-sm text-emerald-800 dark:text-emerald-200'
              }
            >
              {error ?? notice}
            </p>
          )}
        </form>
      </div>
    </section>
  );
}
