import { ASSISTANTS, type AssistantKey } from '@promptsmith/contract';
import { ArrowRight, LayoutTemplate } from 'lucide-react';
import { Link } from 'react-router';
import { AssistantIcon } from '@/components/ui/assistant-icon';
import { HeroCard } from './hero-card';

const SHOWN_ASSISTANTS: AssistantKey[] = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'];

const primary =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 text-base font-medium text-white shadow-sm transition-colors hover:bg-brand-700';
const secondary =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-6 text-base font-medium text-slate-800 transition-colors hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

export function Hero() {
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 to-slate-50 dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div className="container-page grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2">
        <div>
          <h1 className="text-display font-bold">
            Master the art of{' '}
            <span className="bg-gradient-to-r from-brand-600 to-accent-500 bg-clip-text text-transparent dark:from-brand-500 dark:to-accent-500">
              AI prompting
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-700 dark:text-slate-300">
            Turn a rough idea into a prompt written the way each AI assistant is best prompted, then compare
            the results side by side.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {/* Visitors try the Playground before signing up (README's deviations). */}
            <Link to="/playground" className={primary}>
              Try it now
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
            <Link to="/templates" className={secondary}>
              <LayoutTemplate className="size-5" aria-hidden="true" />
              Browse templates
            </Link>
          </div>
          <div className="mt-10">
            <p
              id="hero-supports"
              className="text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400"
            >
              Supports
            </p>
            <ul aria-labelledby="hero-supports" className="mt-3 flex flex-wrap gap-2">
              {SHOWN_ASSISTANTS.map((key) => (
                <li
                  key={key}
                  className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white/70 py-1 pr-3 pl-1 text-sm font-medium text-slate-800 dark:border-slate-700 dark:bg-slate-900/70 dark:text-slate-100"
                >
                  <AssistantIcon assistant={key} />
                  {ASSISTANTS[key].name}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="flex justify-center lg:justify-end">
          <HeroCard />
        </div>
      </div>
    </section>
  );
}
