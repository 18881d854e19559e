import { UsagePanel } from '@/features/evaluation/components/usage-panel';
import ProfilePage from '@/features/profile/profile-page';
import { TestimonialForm } from '@/features/testimonials/components/testimonial-form';

/** The profile's Testimonials tab is the testimonials feature; the two meet only here. */
export default function ProfileRoute() {
  return <ProfilePage testimonialsTab={<TestimonialForm />} usagePanel={<UsagePanel />} />;
}
