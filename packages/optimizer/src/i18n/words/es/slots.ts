import type { SlotWords } from '../slot-words';
import { en } from '../en/slots';

export const es: SlotWords = en;
