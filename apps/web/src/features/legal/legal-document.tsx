import { type ReactNode } from 'react';
import { Page } from '@/components/ui/page';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

export function LegalDocument({
  title,
  updated,
  sections,
}: {
  title: string;
  updated: string;
  sections: LegalSection[];
}) {
  return (
    <Page title={title} lead={`Last updated ${updated}`}>
      {/* The text keeps a readable measure; on wide screens a contents list sits beside it. */}
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,48rem)_minmax(0,1fr)]">
        <div className="flex flex-col gap-10 leading-relaxed text-slate-700 dark:text-slate-300">
          {sections.map((section) => (
            <section key={section.heading} aria-labelledby={slug(section.heading)} className="scroll-mt-24">
              <h2
                id={slug(section.heading)}
                className="mb-3 text-heading font-semibold text-slate-900 dark:text-white"
              >
                {section.heading}
              </h2>
              <div className="flex flex-col gap-3">{section.body}</div>
            </section>
          ))}
        </div>
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24 border-l border-slate-200 pl-5 dark:border-slate-800">
            <p className="text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
              On this page
            </p>
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              {sections.map((section) => (
                <li key={section.heading}>
                  <a
                    href={`#${slug(section.heading)}`}
                    className="text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-white"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
    </Page>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
