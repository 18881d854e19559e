// The versions module's public face: refine and restore add versions of a history result.
export { versionRoutes, type VersionRoutesOptions } from './routes';
export { toVersion } from './repository';
