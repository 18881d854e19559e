import { LegalDocument } from './legal-document';

export default function TermsConditionsPage() {
  return (
    <LegalDocument
      title="Terms & Conditions"
      updated="22 November 2026"
      sections={[
        {
          heading: 'Using Promptsmith',
          body: (
            <p>
              Promptsmith helps you write better prompts for AI assistants. By creating an account or using
              the service you agree to these terms. If you do not agree, please do not use it.
            </p>
          ),
        },
        {
          heading: 'Your account',
          body: (
            <p>
              Keep your password secret and tell us if you think someone else used your account. You are
              responsible for what happens under your account. You can sign out from all devices at any time
              from your profile.
            </p>
          ),
        },
        {
          heading: 'Your content',
          body: (
            <p>
              You keep all rights to the prompts you write and the optimized prompts you get back. You give us
              only the permission needed to process them to provide the service: storing your history when you
              are signed in, and sending a prompt to the AI provider configured for the assistant you choose.
              Testimonials you submit may be shown on the home page, with your name and role, once approved.
            </p>
          ),
        },
        {
          heading: 'Acceptable use',
          body: (
            <ul className="list-disc pl-6">
              <li>
                Do not use Promptsmith to create content that is illegal, harmful, or infringes others'
                rights.
              </li>
              <li>Do not try to break, overload or get around the limits and security of the service.</li>
              <li>Do not submit other people's personal data or secrets you are not allowed to share.</li>
            </ul>
          ),
        },
        {
          heading: 'Results are suggestions',
          body: (
            <p>
              Optimized prompts and templates are suggestions. AI assistants can still produce wrong or
              unsuitable answers; check important results yourself. The service is provided "as is", without
              warranties, to the extent the law allows.
            </p>
          ),
        },
        {
          heading: 'Changes and ending',
          body: (
            <p>
              We may update these terms and the service; we will show the date of the latest version on this
              page. You may stop using Promptsmith at any time. We may suspend accounts that break these
              terms.
            </p>
          ),
        },
        {
          heading: 'Contact',
          body: (
            <p>
              Questions about these terms:{' '}
              <a className="text-brand-700 underline dark:text-brand-100" href="mailto:hello@promptsmith.app">
                hello@promptsmith.app
              </a>
              .
            </p>
          ),
        },
      ]}
    />
  );
}
