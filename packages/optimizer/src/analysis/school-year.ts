const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';

/**
 * A school year or grade in the short forms teachers type: "yr5", "Y10", "year 7", "KS2",
 * "3rd grade", "grade 4", "5e", "6ème", "CM2", "2º ESO", "3.º ano", "5. Klasse", "terza media".
 * The level is stated: asking "Which grade or age group?" again reads as not having listened.
 */
const SCHOOL_YEAR = new RegExp(
  `${L}(?:` +
    [
      '(?<yr>(?:yr|year)\\s?(?<yn>\\d{1,2})|y(?<yn2>\\d{1,2}))',
      '(?<ks>ks\\s?(?<kn>[1-5]))',
      '(?<gr>(?<gn>\\d{1,2})(?:st|nd|rd|th)\\s+grade|grade\\s+(?<gn2>\\d{1,2}))',
      '\\d{1,2}(?:e|[èe]me)',
      'ce[12]|cm[12]',
      '\\d\\.?\\s?[º°ªo]\\s?(?:eso|bach(?:illerato)?|ano|primaria|de primaria|b)',
      '\\d\\.?\\s?(?:klasse|jahrgang(?:sstufe)?)|klasse\\s?\\d{1,2}',
      '(?:prima|seconda|terza|quarta|quinta) (?:elementare|media|superiore)',
      '\\d{1,2}(?:st|nd|rd|th)\\s+graders?',
    ].join('|') +
    `)${R}`,
  'iu',
);

export interface SchoolYear {
  /** As typed ("yr5"), to cut from the user's words. */
  text: string;
  /** As a reader writes it ("Year 5", "KS2", "3rd grade"), or the typed words when unsure. */
  label: string;
}

export function schoolYearOf(text: string): SchoolYear | null {
  const m = SCHOOL_YEAR.exec(text);
  if (!m) return null;
  const g = m.groups ?? {};
  const label = g.yr
    ? `Year ${g.yn ?? g.yn2}`
    : g.ks
      ? `KS${g.kn}`
      : g.gr
        ? g.gn
          ? m[0].replace(/\s+/g, ' ').toLowerCase()
          : `grade ${g.gn2}`
        : m[0];
  return { text: m[0], label };
}

/** A school year or grade is told ("yr5", "KS2", "3rd grade", "5e", "2º ESO"). */
export const statesSchoolYear = (text: string): boolean => SCHOOL_YEAR.test(text);
