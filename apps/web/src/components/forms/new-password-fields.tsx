import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';

/**
 * "New password" and "Confirm new password", each with its show/hide toggle: the pair that
 * resetting and changing a password share. Check the values with passwordError (lib/password).
 */
export function NewPasswordFields({
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  errors,
}: {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  errors: { password?: string | null | undefined; confirm?: string | null | undefined };
}) {
  return (
    <>
      <Field label="New password" hint="At least 8 characters." error={errors.password}>
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
      <Field label="Confirm new password" error={errors.confirm}>
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
