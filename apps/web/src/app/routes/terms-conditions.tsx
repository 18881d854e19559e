export { default } from '@/features/legal/terms-conditions-page';
