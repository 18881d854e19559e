import { type CountryCode, DEFAULT_COUNTRY_CODE, MESSAGES, type PublicUser } from '@promptsmith/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useSession } from '@/lib/session';
import { signup } from './api/signup';
import { AuthFrame, OrDivider } from './components/auth-frame';
import { CountryCodeSelect } from './components/country-code-select';
import { GoogleSignInButton } from './components/google-sign-in-button';
import { type SignupErrors, type SignupValues, validateSignup } from './validation';

const EMPTY: SignupValues = { name: '', email: '', mobileNumber: '', password: '', confirmPassword: '' };

export default function SignupPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [countryCode, setCountryCode] = useState<CountryCode>(DEFAULT_COUNTRY_CODE);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [googleDone, setGoogleDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  if (session.status === 'authenticated' && !googleDone) return <Navigate to="/playground" replace />;

  const set = (key: keyof SignupValues) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    // A corrected field stops showing its old error.
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validateSignup(values);
    setErrors(found);
    setServerError(null);
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    try {
      const mobile = values.mobileNumber.trim();
      const result = await signup({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(mobile ? { mobileNumber: mobile, countryCode } : {}),
      });
      void navigate('/login', { state: { message: result.message || MESSAGES.signupSuccess } });
    } catch (e) {
      setServerError(errorMessage(e, MESSAGES.signupFailed));
      setSubmitting(false);
    }
  }

  function onGoogle(user: PublicUser) {
    setGoogleDone(true);
    session.setUser(user);
    void navigate('/playground', { replace: true });
  }

  return (
    <AuthFrame title="Create your account" lead="Join the wizards who get more out of every AI assistant.">
      <div className="flex flex-col gap-4">
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <form ref={formRef} className="flex flex-col gap-4" onSubmit={(e) => void onSubmit(e)} noValidate>
          <Field label="Full name" error={errors.name}>
            {(props) => (
              <Input {...props} autoComplete="name" required value={values.name} onChange={set('name')} />
            )}
          </Field>
          <Field label="Email" error={errors.email}>
            {(props) => (
              <Input
                {...props}
                type="email"
                autoComplete="email"
                required
                value={values.email}
                onChange={set('email')}
              />
            )}
          </Field>
          <Field label="Mobile number (optional)" hint="6 to 15 digits" error={errors.mobileNumber}>
            {(props) => (
              <div className="flex gap-2">
                <CountryCodeSelect value={countryCode} onChange={setCountryCode} />
                <Input
                  {...props}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  value={values.mobileNumber}
                  onChange={set('mobileNumber')}
                />
              </div>
            )}
          </Field>
          <Field
            label="Password"
            hint="At least 8 characters. Long passphrases are great; very common passwords are refused."
            error={errors.password}
          >
            {(props) => (
              <PasswordInput
                {...props}
                autoComplete="new-password"
                required
                value={values.password}
                onChange={set('password')}
              />
            )}
          </Field>
          <Field label="Confirm password" error={errors.confirmPassword}>
            {(props) => (
              <PasswordInput
                {...props}
                autoComplete="new-password"
                required
                value={values.confirmPassword}
                onChange={set('confirmPassword')}
              />
            )}
          </Field>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            By creating an account you agree to our{' '}
            <Link to="/terms-conditions" className="underline">
              Terms &amp; Conditions
            </Link>{' '}
            and{' '}
            <Link to="/privacy-policy" className="underline">
              Privacy Policy
            </Link>
            .
          </p>
          <Button type="submit" size="lg" loading={submitting}>
            {submitting ? 'Creating account...' : 'Create Account'}
          </Button>
        </form>

        <OrDivider />
        <GoogleSignInButton mode="signup" onSignedIn={onGoogle} />

        <p className="text-center text-sm text-slate-600 dark:text-slate-300">
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline dark:text-brand-100">
            Sign in
          </Link>
        </p>
      </div>
    </AuthFrame>
  );
}
