export * from './assistants';
export * from './auth';
export * from './country-codes';
export * from './errors';
export * from './health';
export * from './messages';
export * from './prompts';
export * from './testimonials';
