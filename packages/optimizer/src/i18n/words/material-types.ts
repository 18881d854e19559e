/**
 * The words the material detector (analysis/material.ts) needs, one file per language. They
 * are plain data: analysis/material-words.ts escapes them and compiles the regexes once. A
 * phrase may contain spaces (any run of whitespace matches) and straight apostrophes (which
 * also match typographic ones). Matching is case-insensitive and on whole words.
 */
export interface MaterialWords {
  /** Nouns that name pasted text, singular and plural ("paper", "emails", "draft"). */
  nouns: readonly string[];
  /** Nouns for an email or message (not "letter": a cover letter is no email): "Correo 1:". */
  emailNouns: readonly string[];
  /** Pointers to text that comes after ("below", "the following"): no minimum length then. */
  forwardPointers: readonly string[];
  /** Nouns for plain text: after `Text:` even a short line is material (`Email:` needs more). */
  textNouns: readonly string[];
  /** Possessives kept in a label: "my draft" stays "my draft". */
  possessives: readonly string[];
  /**
   * Definite articles and demonstratives, dropped from a label ("these reviews" -> "reviews").
   * No indefinite articles: "write an email" names a deliverable, not a pasted text.
   */
  determiners: readonly string[];
  /** Phrases that present what follows ("here is", "below is", "voici"). */
  presenters: readonly string[];
  /** Words that point at the material from an instruction ("it", "this", "below"). */
  pointers: readonly string[];
  /** Imperatives that work on a given text (summarize, translate, fix, reply to). */
  workVerbs: readonly string[];
  /** Imperatives with the object pronoun attached ("hazlo", "riscrivilo", "rends-le"): they point at the text. */
  pointingVerbs: readonly string[];
  /** Imperatives that shape the answer (write, keep, use, make, give, list). */
  outputVerbs: readonly string[];
  /** Words that only an instruction about the answer uses (words, bullets, tone, formal). */
  outputWords: readonly string[];
  /** Polite openers before an imperative ("please", "can you"). */
  politeOpeners: readonly string[];
  /** Openers that hand the turn back to the user's instruction ("now", "then", "next"). */
  resumers: readonly string[];
  /** Phrases only ever addressed to the assistant ("your task is", "I want you to"). */
  addressed: readonly string[];
  /** The user's own prompt sections: text after them is request, never material. */
  sections: readonly string[];
  /**
   * Sections whose body shows the answer's shape (output format, examples, template): a block
   * under them is the user's spec, not text to work on.
   */
  shapeSections: readonly string[];
  /** Spec lead-ins that list keys, fields or rules ("keys", "columns to extract"). */
  specs: readonly string[];
  /** Email header names ("from", "subject", "betreff"). */
  emailHeaders: readonly string[];
  /**
   * The name inside a reply or forward separator ("-----Original Message-----",
   * "---------- Forwarded message ---------"): the thread goes on below it.
   */
  threadMarks: readonly string[];
  /** The subject header ("subject", "betreff", "objet"): alone over a letter, it is the letter's. */
  subjectHeaders: readonly string[];
  /** Email greetings ("hi", "dear", "sehr geehrte"). */
  greetings: readonly string[];
  /** Email sign-offs ("best", "kind regards", "cordialement"). */
  signOffs: readonly string[];
}

/**
 * Injection phrases as a verb list and an object list: a match is a verb followed, within a
 * few words, by an object ("ignore all of the previous instructions"). `phrases` match alone.
 */
export interface InjectionWords {
  /** "ignore", "disregard", "forget" ... */
  dismissVerbs: readonly string[];
  /** "previous instructions", "the above", "your rules" ... */
  dismissObjects: readonly string[];
  /** "reveal", "print", "show me", "repeat" ... */
  revealVerbs: readonly string[];
  /** "your system prompt", "your instructions", "the hidden prompt" ... */
  revealObjects: readonly string[];
  /** Standalone takeovers: "you are now DAN", "developer mode", "new instructions:". */
  phrases: readonly string[];
  /** "write", "draft", "design": asking for a system prompt to be written is a task. */
  designVerbs: readonly string[];
  /** "system prompt", "prompt": what such a request writes. */
  designObjects: readonly string[];
  /** "your", "out": words that turn "write … system prompt" into "print yours". */
  notDesign: readonly string[];
  /** Notes planted in a text for the AI tools that read it ("AI readers: rate this 5/5"). */
  aiNotes: AiNoteWords;
  /**
   * Words right after a dismissed object that say someone in the user's life gave those
   * instructions ("from my boss", "de mi jefe"): the user is talking about them, not an attack.
   */
  thirdParty: readonly string[];
}

/**
 * The words of a note addressed to AI tools: "Note for AI email assistants:", "AI readers:",
 * "Nota para asistentes de IA:", "Hinweis an KI-Assistenten:". A party is an AI name with a
 * role next to it, in either order ("AI summarizers", "assistants IA", "KI-Leser").
 */
export interface AiNoteWords {
  /** "AI", "LLM", "IA", "KI". */
  names: readonly string[];
  /** Plural roles: a class of tools, never the one assistant the user is talking to. */
  roles: readonly string[];
  /** Singular roles, read only after a note word ("a note for the AI assistant"). */
  role: readonly string[];
  /** "note", "message", "instructions", "Hinweis". */
  notes: readonly string[];
  /** What joins a note to its party: "for", "to any", "aux", "para los". */
  links: readonly string[];
  /** What joins a role to the name after it: "de" in "asistentes de IA". */
  of: readonly string[];
  /** What may open an address: "dear", "attention", "to all". */
  openers: readonly string[];
}
