// The library module's public face: personal templates, export and import.
export { libraryRoutes } from './routes';
