export { default } from '@/features/legal/privacy-policy-page';
