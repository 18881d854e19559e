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
    <Page title={title} lead={`Last updated ${updated}`} width="default">
      <div className="mt-8 flex max-w-3xl flex-col gap-8 leading-relaxed text-slate-700 dark:text-slate-300">
        {sections.map((section) => (
          <section key={section.heading} aria-labelledby={slug(section.heading)}>
            <h2
              id={slug(section.heading)}
              className="mb-2 text-xl font-semibold text-slate-900 dark:text-white"
            >
              {section.heading}
            </h2>
            <div className="flex flex-col gap-3">{section.body}</div>
          </section>
        ))}
      </div>
    </Page>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
