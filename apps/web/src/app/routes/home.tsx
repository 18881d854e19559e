export { default } from '@/features/home/home-page';
