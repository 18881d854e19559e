export { default } from '@/features/auth/forgot-password-page';
