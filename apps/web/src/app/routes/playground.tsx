export { default } from '@/features/playground/playground-page';
