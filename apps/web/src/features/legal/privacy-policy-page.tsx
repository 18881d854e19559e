import { LegalDocument } from './legal-document';

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="24 November 2026"
      sections={[
        {
          heading: 'Who we are',
          body: (
            <p>
              Promptsmith is a web app that turns rough ideas into well-structured prompts for AI assistants.
              This policy explains what we store about you, why, and the choices you have. The operator of the
              server you are using is responsible for the data it holds.
            </p>
          ),
        },
        {
          heading: 'What we store',
          body: (
            <ul className="list-disc pl-6">
              <li>
                <strong>Your account:</strong> name, email address, optional mobile number and country code,
                the date you joined, and, if you sign in with Google, your Google account identifier and
                profile photo address. Your password is stored only as a salted one-way hash (argon2id); we
                can never read it.
              </li>
              <li>
                <strong>Sessions:</strong> for each device you sign in on, a fingerprint (SHA-256) of the
                session token, when it was created and last used, when it expires, and the browser's
                user-agent string, so you can sign out everywhere.
              </li>
              <li>
                <strong>Prompt history:</strong> when you are signed in, the prompts you optimize or compare,
                the results and any Best / Needs Work marks, so you can reopen them. On the History page you
                can delete one entry or all of them at any time; a deleted entry is removed from our database
                at once, not hidden. When you are not signed in, the prompts you try are optimized and not
                stored.
              </li>
              <li>
                <strong>Testimonials:</strong> the text, rating, name and role you submit. They are reviewed
                before they can appear on the home page.
              </li>
              <li>
                <strong>Password reset codes:</strong> only a hash of each code, for at most 10 minutes.
              </li>
            </ul>
          ),
        },
        {
          heading: 'Cookies and local storage',
          body: (
            <>
              <p>We use only cookies that are needed for the service to work:</p>
              <ul className="list-disc pl-6">
                <li>
                  <code>ps_session</code>: keeps you signed in. It is HttpOnly (page scripts cannot read it)
                  and lasts 30 days when you choose "Remember me", otherwise until you close the browser.
                </li>
                <li>
                  <code>cookieConsent</code>: remembers that you accepted this notice, for 365 days.
                </li>
              </ul>
              <p>
                Your browser's local storage keeps display data (your name, your theme choice, the profile tab
                to open, testimonials you submitted) so pages load instantly. Its session storage keeps what
                you are still writing on the Playground and Compare (the prompt, the assistants picked,
                template fields filled in), in that tab only: it is gone when the tab closes or you sign out,
                and never sent to us until you press Transform or Compare. Neither holds your password or
                session token. We use no advertising, analytics or tracking cookies.
              </p>
            </>
          ),
        },
        {
          heading: 'Where your prompts go',
          body: (
            <p>
              By default Promptsmith rewrites prompts with its built-in engine on our server, and your prompt
              never leaves it. If the operator has configured AI providers (such as OpenAI, Anthropic, Google,
              DeepSeek, Mistral or an OpenAI-compatible host), your prompt is sent to the provider configured
              for the assistant you picked so that provider's model can rewrite it; each result says which
              engine produced it. Those providers process the text under their own privacy terms. Do not paste
              secrets or personal data you are not allowed to share.
            </p>
          ),
        },
        {
          heading: 'Email',
          body: (
            <p>
              We email you only when you ask for it (a password reset code) or to tell you about a
              security-relevant change (your password was changed). We do not send marketing email.
            </p>
          ),
        },
        {
          heading: 'How long we keep data, and your rights',
          body: (
            <p>
              Account data is kept while your account exists. Expired sessions and reset codes stop working
              immediately and are removed over time. You can correct your name in your profile, delete your
              prompt history yourself, and ask the operator to export or delete your account by writing to{' '}
              <a className="text-brand-700 underline dark:text-brand-100" href="mailto:hello@promptsmith.app">
                hello@promptsmith.app
              </a>
              .
            </p>
          ),
        },
        {
          heading: 'Security',
          body: (
            <p>
              Passwords are hashed with argon2id, sessions are revocable, sign-in attempts are rate limited,
              and every page is served with a strict Content Security Policy. No system is perfect; if you
              find a problem, please tell us.
            </p>
          ),
        },
      ]}
    />
  );
}
