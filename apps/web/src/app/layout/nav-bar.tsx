import { Menu, Moon, Sun, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { LogoMark } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useTheme } from '@/lib/theme';
import { useHideOnScroll } from './use-hide-on-scroll';

const LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/playground', label: 'Playground', end: false },
  { to: '/compare', label: 'Compare', end: false },
  { to: '/templates', label: 'Templates', end: false },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive
      ? 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
  );

export function NavBar() {
  const hidden = useHideOnScroll();
  const { status } = useSession();
  const { isDark, toggle } = useTheme();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // Esc closes the menu from anywhere in it and hands focus back to the button that opened it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  const signedIn = status === 'authenticated';
  const links = [
    ...LINKS,
    ...(signedIn
      ? [
          { to: '/history', label: 'History', end: false },
          { to: '/profile', label: 'Profile', end: false },
        ]
      : [{ to: '/login', label: 'Sign In', end: false }]),
  ];

  return (
    <header
      data-testid="top-nav"
      data-hidden={hidden && !menuOpen}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur transition-transform duration-300 dark:border-slate-800 dark:bg-slate-950/85',
        hidden && !menuOpen && '-translate-y-full',
      )}
    >
      <nav aria-label="Main" className="container-page flex h-16 items-center gap-4">
        <Link to="/" className="flex items-center gap-2 font-semibold tracking-tight">
          <LogoMark className="size-8" />
          <span className="text-lg">Promptsmith</span>
        </Link>
        <ul className="ml-auto hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={toggle}
          className="ml-auto rounded-lg p-2 text-slate-600 hover:bg-slate-100 md:ml-2 dark:text-slate-300 dark:hover:bg-slate-800"
          aria-label={isDark ? 'Switch to light mode' : 'Switch to dark mode'}
          aria-pressed={isDark}
        >
          {isDark ? (
            <Sun className="size-5" aria-hidden="true" />
          ) : (
            <Moon className="size-5" aria-hidden="true" />
          )}
        </button>
        <button
          ref={menuButton}
          type="button"
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 md:hidden dark:text-slate-300 dark:hover:bg-slate-800"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="size-5" aria-hidden="true" />
          ) : (
            <Menu className="size-5" aria-hidden="true" />
          )}
        </button>
      </nav>
      {menuOpen && (
        <div
          id="mobile-menu"
          className="container-page border-t border-slate-200 pb-4 md:hidden dark:border-slate-800"
        >
          <ul className="flex flex-col gap-1 pt-2">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) => cn(linkClass({ isActive }), 'block')}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </header>
  );
}
