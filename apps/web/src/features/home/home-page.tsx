import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FeatureCards } from './components/feature-cards';
import { Hero } from './components/hero';
import { TestimonialsSection } from './components/testimonials-section';

/**
 * The first impression, so its chunk stays small: no template data, no zod, no editor code;
 * only the session, the router and a handful of icons it shares with the shell.
 */
export default function HomePage() {
  useDocumentTitle('Master the art of AI prompting');
  const { status, user } = useSession();
  const signedIn = status === 'authenticated' && user !== null;
  return (
    <>
      <Hero signedIn={signedIn} />
      <FeatureCards />
      <TestimonialsSection userId={signedIn ? user.id : null} />
    </>
  );
}
