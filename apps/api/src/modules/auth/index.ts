// The auth module's public face: what app.ts (and any other module) may use.
export { authRoutes, type AuthRoutesOptions } from './routes';
export { type GoogleVerifier } from './google';
