import { ASSISTANTS, type AssistantKey } from '@promptsmith/contract';
import { ArrowRight, LayoutTemplate } from 'lucide-react';
import { Link } from 'react-router';
import { HeroCard } from './hero-card';

const SHOWN_ASSISTANTS: AssistantKey[] = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'];

const primary =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 text-base font-medium text-white shadow-sm transition-colors hover:bg-brand-700';
const secondary =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-6 text-base font-medium text-slate-800 transition-colors hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

export function Hero() {
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 to-slate-50 dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:py-20 lg:grid-cols-2">
        <div>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
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
          <div className="mt-8 flex flex-wrap items-center gap-3">
            {/* Colour only, no lettering: the sentence beside it says the same in words. */}
            <span className="flex -space-x-1" aria-hidden="true">
              {SHOWN_ASSISTANTS.map((key) => (
                <span
                  key={key}
                  className="size-6 rounded-full ring-2 ring-white dark:ring-slate-900"
                  style={{ backgroundColor: ASSISTANTS[key].color }}
                />
              ))}
            </span>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Supports GPT, Claude, Gemini and more
            </p>
          </div>
        </div>
        <div className="flex justify-center lg:justify-end">
          <HeroCard />
        </div>
      </div>
    </section>
  );
}
