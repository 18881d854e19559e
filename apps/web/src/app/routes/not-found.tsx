export { default } from '@/features/errors/not-found-page';
