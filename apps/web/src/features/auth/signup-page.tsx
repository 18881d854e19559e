import { type CountryCode, DEFAULT_COUNTRY_CODE, MESSAGES, type PublicUser } from '@promptsmith/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useSession } from '@/lib/session';
import { useSignup } from './api/signup';
import { AuthFrame } from './components/auth-frame';
import { CountryCodeSelect } from './components/country-code-select';
import { GoogleSignInButton } from './components/google-sign-in-button';
import { type AuthLocationState, readAuthState } from './redirect';
import { type SignupErrors, type SignupValues, validateSignup } from './validation';

const EMPTY: SignupValues = { name: '', email: '', mobileNumber: '', password: '', confirmPassword: '' };

export default function SignupPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [countryCode, setCountryCode] = useState<CountryCode>(DEFAULT_COUNTRY_CODE);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [googleDone, setGoogleDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Where the visitor was (the Playground, say): sign-in sends them back there.
  const { from } = readAuthState(useLocation().state);
  const signupRequest = useSignup({
    // Sign-up does not sign in (see the README's "Try before signing up"): the login form
    // opens with the address filled in and the password to type.
    onSuccess: (result, request) =>
      void navigate('/login', {
        state: {
          message: result.message || MESSAGES.signupSuccess,
          email: request.email,
          ...(from ? { from } : {}),
        } satisfies AuthLocationState,
      }),
  });
  const serverError = signupRequest.error ? errorMessage(signupRequest.error, MESSAGES.signupFailed) : null;

  if (session.status === 'authenticated' && !googleDone) return <Navigate to="/playground" replace />;

  const setValue = (key: keyof SignupValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A corrected field stops showing its old error.
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const set = (key: keyof SignupValues) => (event: { target: { value: string } }) =>
    setValue(key)(event.target.value);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signupRequest.isPending) return;
    const found = validateSignup(values);
    setErrors(found);
    signupRequest.reset();
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const mobile = values.mobileNumber.trim();
    signupRequest.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      ...(mobile ? { mobileNumber: mobile, countryCode } : {}),
    });
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
        <form ref={formRef} className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
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
                  className="min-w-0 flex-1"
                  value={values.mobileNumber}
                  onChange={set('mobileNumber')}
                />
              </div>
            )}
          </Field>
          <NewPasswordFields
            password={values.password}
            confirm={values.confirmPassword}
            onPasswordChange={setValue('password')}
            onConfirmChange={setValue('confirmPassword')}
            errors={{ password: errors.password, confirm: errors.confirmPassword }}
            labels={{ password: 'Password', confirm: 'Confirm password' }}
            hint="At least 8 characters. Long passphrases are great; very common passwords are refused."
          />
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
          <Button type="submit" size="lg" loading={signupRequest.isPending}>
            {signupRequest.isPending ? 'Creating account...' : 'Create Account'}
          </Button>
        </form>

        <GoogleSignInButton mode="signup" onSignedIn={onGoogle} />

        <p className="text-center text-sm text-slate-600 dark:text-slate-300">
          Already have an account?{' '}
          <Link
            to="/login"
            state={from ? { from } : undefined}
            className="font-medium text-brand-700 hover:underline dark:text-brand-100"
          >
            Sign in
          </Link>
        </p>
      </div>
    </AuthFrame>
  );
}
