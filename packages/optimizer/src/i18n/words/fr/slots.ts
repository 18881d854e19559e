import type { SlotWords } from '../slot-words';
import { en } from '../en/slots';

export const fr: SlotWords = en;
