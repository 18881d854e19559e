export { default } from '@/features/auth/login-page';
