import { Columns3, type LucideIcon, LayoutTemplate, Wand2 } from 'lucide-react';
import { Link } from 'react-router';

interface Feature {
  title: string;
  text: string;
  note?: string;
  to: string;
  icon: LucideIcon;
}

const FEATURES: Feature[] = [
  {
    title: 'Prompt Playground',
    text: 'Type a rough prompt, pick an assistant, and get an optimized version with every change explained.',
    to: '/playground',
    icon: Wand2,
  },
  {
    title: 'Compare Across Assistants',
    text: 'Optimize one prompt for several assistants at once and mark the version that works best.',
    to: '/compare',
    icon: Columns3,
  },
  {
    title: 'Ready-Made Templates',
    text: 'Start from expert templates for coding, writing, business, education and analysis.',
    note: 'New templates are added regularly.',
    to: '/templates',
    icon: LayoutTemplate,
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="container-page py-16 sm:py-20">
      <h2 id="features-heading" className="text-center text-title font-bold">
        Everything you need to prompt well
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {FEATURES.map(({ title, text, note, to, icon: Icon }) => (
          <li key={title}>
            <Link
              to={to}
              className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500/50 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-slate-700 dark:text-slate-300">{text}</p>
              {note && <p className="text-sm font-medium text-brand-700 dark:text-brand-100">{note}</p>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
