import { type ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';

/**
 * A new password and its confirmation, each with its show/hide toggle: the pair that signing
 * up, resetting and changing a password share. Check the values with passwordError (lib/password).
 */
export function NewPasswordFields({
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  errors,
  labels = { password: 'New password', confirm: 'Confirm new password' },
  hint = 'At least 8 characters.',
}: {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  errors: { password?: string | null | undefined; confirm?: string | null | undefined };
  labels?: { password: string; confirm: string };
  hint?: ReactNode;
}) {
  return (
    <>
      <Field label={labels.password} hint={hint} error={errors.password}>
        {(props) => (
          <PasswordInput
            {...props}
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => onPasswordChange(e.target.value)}
          />
        )}
      </Field>
      <Field label={labels.confirm} error={errors.confirm}>
        {(props) => (
          <PasswordInput
            {...props}
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => onConfirmChange(e.target.value)}
          />
        )}
      </Field>
    </>
  );
}
