import { LIMITS, MESSAGES, type PublicUser } from '@promptsmith/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useUpdateProfile } from '../api/update-profile';
import { memberSince } from '../member-since';

/** The Profile tab: name, email and member-since; edit mode changes the name only. */
export function ProfileDetails({
  user,
  onUpdated,
}: {
  user: PublicUser;
  onUpdated: (user: PublicUser) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateProfile({
    onSuccess: (result) => {
      onUpdated(result.user);
      setEditing(false);
    },
  });
  const error = update.error ? errorMessage(update.error, MESSAGES.profileUpdateFailed) : null;

  function startEditing() {
    setName(user.name);
    setNameError(null);
    update.reset();
    setEditing(true);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const trimmed = name.trim();
    const invalid = trimmed ? null : MESSAGES.nameRequired;
    setNameError(invalid);
    update.reset();
    if (invalid) return focusFirstInvalid(formRef.current);
    update.mutate({ name: trimmed });
  }

  if (!editing) {
    return (
      <div className="flex flex-col gap-5">
        {update.isSuccess && <Alert tone="success">{MESSAGES.profileUpdated}</Alert>}
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-500 dark:text-slate-400">Full name</dt>
            <dd className="mt-1 font-medium" data-testid="profile-name">
              {user.name}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500 dark:text-slate-400">Email</dt>
            <dd className="mt-1 font-medium break-all">{user.email}</dd>
          </div>
          {user.mobileNumber && user.countryCode && (
            <div>
              <dt className="text-sm text-slate-500 dark:text-slate-400">Mobile number</dt>
              <dd className="mt-1 font-medium">
                {user.countryCode} {user.mobileNumber}
              </dd>
            </div>
          )}
          <div>
            <dt className="text-sm text-slate-500 dark:text-slate-400">Member since</dt>
            <dd className="mt-1 font-medium">{memberSince(user.createdAt)}</dd>
          </div>
        </dl>
        <div>
          <Button variant="secondary" onClick={startEditing}>
            Edit profile
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form ref={formRef} className="flex max-w-md flex-col gap-4" onSubmit={onSubmit} noValidate>
      {error && <Alert tone="error">{error}</Alert>}
      <Field label="Full name" error={nameError}>
        {(props) => (
          <Input
            {...props}
            autoComplete="name"
            required
            maxLength={LIMITS.nameMax}
            autoFocus
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <Field label="Email (Cannot be changed)">
        {(props) => <Input {...props} type="email" value={user.email} disabled readOnly />}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" loading={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
        <Button variant="ghost" onClick={() => setEditing(false)} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
