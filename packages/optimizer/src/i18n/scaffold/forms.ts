/**
 * Written forms that deserve their own role and advice when the user names them. The form is
 * recognised from the request in any of our languages; the sentences are per language, and a
 * language without them simply gets the generic "write" lines.
 */
export type WriteForm = 'email' | 'post' | 'story' | 'poem' | 'cover-letter' | 'speech' | 'description';

export interface FormText {
  role: string;
  guidance: readonly string[];
}

export const FORM_WORDS: Readonly<Record<WriteForm, RegExp>> = {
  'cover-letter':
    /\b(?:cover letter|motivation letter|carta de presentaci[oó]n|lettre de motivation|anschreiben|bewerbungsschreiben|lettera di presentazione|lettera motivazionale|carta de apresenta[cç][aã]o)\b/i,
  email: /\b(?:e-?mails?|correos?|courriels?|mails?|lettera|letter|carta|lettre|brief)\b/i,
  post: /\b(?:linkedin|tweets?|thread|instagram|caption|facebook|tiktok|post|publicaci[oó]n|publication|beitrag|legenda|didascalia)\b/i,
  story:
    /\b(?:story|short story|tale|fable|cuento|historia|relato|histoire|conte|nouvelle|geschichte|erzählung|märchen|racconto|storia|favola|conto|hist[oó]ria)\b/i,
  poem: /\b(?:poem|poetry|haiku|limerick|sonnet|verses?|poema|poesía|poème|poésie|gedicht|poesia|poesie|soneto|sonetto)\b/i,
  speech:
    /\b(?:speech|toast|eulogy|wedding speech|discurso|brindis|discours|rede|trinkspruch|discorso|brindisi)\b/i,
  description:
    /\b(?:product description|listing|descripci[oó]n de producto|description (?:de|du) produit|produktbeschreibung|descrizione (?:del )?prodotto|descri[cç][aã]o (?:do|de) produto)\b/i,
};

const ORDER: readonly WriteForm[] = [
  'cover-letter',
  'description',
  'speech',
  'poem',
  'story',
  'post',
  'email',
];

export function writeForm(request: string): WriteForm | null {
  return ORDER.find((form) => FORM_WORDS[form].test(request)) ?? null;
}

const EN: Readonly<Record<WriteForm, FormText>> = {
  email: {
    role: 'You are an expert at writing clear, effective emails.',
    guidance: ['Open with the point, keep it easy to scan, and end with a clear next step.'],
  },
  post: {
    role: 'You are a social media copywriter.',
    guidance: ['Make the first line worth stopping for, and keep the paragraphs short.'],
  },
  story: {
    role: 'You are an accomplished fiction writer.',
    guidance: ['Use concrete sensory detail, and show rather than tell.'],
  },
  poem: {
    role: 'You are a poet with a good ear for rhythm.',
    guidance: ['Use fresh, concrete images and avoid clichés.'],
  },
  'cover-letter': {
    role: 'You are an experienced career coach who writes strong cover letters.',
    guidance: [
      'Link the experience to what the job needs, with one or two concrete examples.',
      'Sound confident and specific, never generic.',
    ],
  },
  speech: {
    role: 'You are a speechwriter.',
    guidance: ['Write for the ear: short sentences, a personal touch, and a memorable last line.'],
  },
  description: {
    role: 'You are a conversion copywriter.',
    guidance: ['Lead with what the buyer gains, then give the key details.'],
  },
};

export const FORM_TEXTS: Readonly<Record<string, Readonly<Record<WriteForm, FormText>>>> = { en: EN };
