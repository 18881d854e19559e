export { promptRoutes, type PromptRoutesOptions } from './routes';
