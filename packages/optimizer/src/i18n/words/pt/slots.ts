import type { SlotWords } from '../slot-words';
import { en } from '../en/slots';

export const pt: SlotWords = en;
