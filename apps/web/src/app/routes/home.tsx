import HomePage from '@/features/home/home-page';
import { TestimonialsSection } from '@/features/testimonials/components/testimonials-section';

/** The home page shows what users say: the testimonials feature, composed in here. */
export default function HomeRoute() {
  return <HomePage testimonials={<TestimonialsSection />} />;
}
