import { DataPanel } from '@/features/library/components/data-panel';
import ProfilePage from '@/features/profile/profile-page';
import { TestimonialForm } from '@/features/testimonials/components/testimonial-form';

/** The profile's Testimonials tab is the testimonials feature, Your data the library's; they meet only here. */
export default function ProfileRoute() {
  return <ProfilePage testimonialsTab={<TestimonialForm />} dataTab={<DataPanel />} />;
}
