export { default } from '@/features/compare/compare-page';
