export { default } from '@/features/auth/signup-page';
