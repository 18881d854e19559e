/** One line of "What changed": defined once, in the contract the API answers with. */
export type { RationaleItem } from '@promptsmith/contract';
