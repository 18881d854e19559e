export { default } from '@/features/auth/auth-callback-page';
