import { Link } from 'react-router';
import { LogoMark } from '@/components/ui/logo';

const EXTERNAL = [
  { href: 'mailto:hello@promptsmith.app', label: 'Contact us' },
  { href: 'https://github.com/promptsmith-app', label: 'GitHub' },
  { href: 'https://x.com/promptsmith_app', label: 'X (Twitter)' },
  { href: 'https://www.linkedin.com/company/promptsmith-app', label: 'LinkedIn' },
];

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="container-page flex flex-col gap-6 py-8 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <LogoMark className="size-6" />
          <span>© {new Date().getFullYear()} Promptsmith. Better prompts for every assistant.</span>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <Link
            to="/privacy-policy"
            className="text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-white"
          >
            Privacy Policy
          </Link>
          <Link
            to="/terms-conditions"
            className="text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-white"
          >
            Terms &amp; Conditions
          </Link>
          {EXTERNAL.map((link) => (
            <a
              key={link.href}
              href={link.href}
              className="text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-white"
              {...(link.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {link.label}
            </a>
          ))}
        </nav>
      </div>
    </footer>
  );
}
