import type { Analysis } from '../analysis/types';
import { scaffoldKey } from '../i18n/scaffold';

/**
 * "Check this fixtures CSV for clashes, just list the problems", "revisa este horario y dime solo
 * los problemas": the problems asked for are in the data (two matches on one pitch, a teacher in
 * two rooms), not in its wording. An editor's "quote the words, suggest a fix" reads it as prose;
 * these lines point at the rows instead, and the user's "just list" keeps the data unchanged.
 */
export interface DataCheckText {
  lines: readonly string[];
  format: string;
}

/** Pasted material that is data rather than prose. */
const DATA_KINDS: ReadonlySet<string> = new Set(['table', 'json', 'xml', 'log']);

/** Every pasted block is data (a table, a JSON export, a log), none of it prose or code. */
export function onlyData(analysis: Analysis): boolean {
  return analysis.material.length > 0 && analysis.material.every((m) => DATA_KINDS.has(m.kind));
}

const TEXTS: Readonly<Record<string, DataCheckText>> = {
  en: {
    lines: [
      'Check every row against the others; for each problem, name the rows it concerns and say what is wrong or clashes.',
    ],
    format: 'A list of the problems, most serious first: the rows each one concerns and what is wrong.',
  },
  es: {
    lines: [
      'Compara cada fila con las demás; para cada problema, indica las filas afectadas y qué falla o choca.',
    ],
    format: 'Una lista de los problemas, del más grave al menor: las filas afectadas y qué falla.',
  },
  fr: {
    lines: [
      'Comparez chaque ligne aux autres ; pour chaque problème, indiquez les lignes concernées et ce qui ne va pas ou se chevauche.',
    ],
    format:
      'Une liste des problèmes, du plus grave au moins grave : les lignes concernées et ce qui ne va pas.',
  },
  'fr-tu': {
    lines: [
      'Compare chaque ligne aux autres ; pour chaque problème, indique les lignes concernées et ce qui ne va pas ou se chevauche.',
    ],
    format:
      'Une liste des problèmes, du plus grave au moins grave : les lignes concernées et ce qui ne va pas.',
  },
  de: {
    lines: [
      'Prüfe jede Zeile gegen die anderen; nenne bei jedem Problem die betroffenen Zeilen und was falsch ist oder sich überschneidet.',
    ],
    format: 'Eine Liste der Probleme, das schwerste zuerst: die betroffenen Zeilen und was falsch ist.',
  },
  'de-sie': {
    lines: [
      'Prüfen Sie jede Zeile gegen die anderen; nennen Sie bei jedem Problem die betroffenen Zeilen und was falsch ist oder sich überschneidet.',
    ],
    format: 'Eine Liste der Probleme, das schwerste zuerst: die betroffenen Zeilen und was falsch ist.',
  },
  it: {
    lines: [
      'Confronta ogni riga con le altre; per ogni problema, indica le righe interessate e cosa non va o si sovrappone.',
    ],
    format: 'Un elenco dei problemi, dal più grave: le righe interessate e cosa non va.',
  },
  pt: {
    lines: [
      'Compare cada linha com as outras; para cada problema, indique as linhas em causa e o que está errado ou em conflito.',
    ],
    format: 'Uma lista dos problemas, do mais grave ao menos: as linhas em causa e o que está errado.',
  },
};

/** The lines and format for problems found in pasted data, in the user's language. */
export function dataCheckText(analysis: Analysis): DataCheckText | null {
  return TEXTS[scaffoldKey(analysis)] ?? TEXTS[analysis.language] ?? null;
}
