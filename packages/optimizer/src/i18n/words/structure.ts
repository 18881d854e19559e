import type { StructureWords } from './structure-types';
import { structure as de } from './de/structure';
import { structure as en } from './en/structure';
import { structure as es } from './es/structure';
import { structure as fr } from './fr/structure';
import { structure as it } from './it/structure';
import { structure as pt } from './pt/structure';

/** The six languages' structure words, by language code. */
export const STRUCTURE_WORDS: Readonly<Record<string, StructureWords>> = { en, es, fr, de, it, pt };
