export { default } from '@/features/profile/profile-page';
