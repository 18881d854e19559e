import { type ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FeatureCards } from './components/feature-cards';
import { Hero } from './components/hero';

/**
 * The first impression, so its chunk stays small: no template data, no zod, no editor code;
 * only the session, the router and a handful of icons it shares with the shell. What users say
 * (`testimonials`) belongs to another feature; app/ passes it in.
 */
export default function HomePage({ testimonials }: { testimonials?: ReactNode }) {
  useDocumentTitle('Master the art of AI prompting');
  return (
    <>
      <Hero />
      <FeatureCards />
      {testimonials}
    </>
  );
}
