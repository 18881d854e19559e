import { UsagePanel } from '@/features/evaluation/components/usage-panel';
import { DataPanel } from '@/features/library/components/data-panel';
import ProfilePage from '@/features/profile/profile-page';
import { TestimonialForm } from '@/features/testimonials/components/testimonial-form';

/**
 * The profile's Testimonials tab is the testimonials feature, Your data the library's and AI usage the
 * evaluation's; they meet only here.
 */
export default function ProfileRoute() {
  return (
    <ProfilePage testimonialsTab={<TestimonialForm />} usagePanel={<UsagePanel />} dataTab={<DataPanel />} />
  );
}
