// The history module's public face. The prompts module saves entries through the repository.
export { historyRoutes } from './routes';
export { createHistoryRepository, type HistoryRepository, type NewHistoryEntry } from './repository';
