export { default } from '@/features/templates/templates-page';
