// The testimonials module's public face. The moderation CLI works through the repository.
export { testimonialRoutes } from './routes';
export { testimonialRepository, type TestimonialRow } from './repository';
