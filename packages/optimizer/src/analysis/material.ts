import {
  type Head,
  isEnumerationLead,
  isInstruction,
  isSectionName,
  leadKind,
  pointsAtNext,
  pointsForward,
  sentenceStarts,
} from './material-heads';
import { isShellCommandLine } from './shell-line';
import { describesProgram } from './programming-language';
import { terminalSession } from './material-terminal';
import { bannerSection } from './material-banner';
import { classifyContent, emailByName, looksLikeEmail } from './material-kind';
import { fence, json, tagged, tripleQuoted } from './material-delimited';
import { emailWithHeaders, greetingEmail } from './material-email';
import { numberedClause } from './material-clause';
import { recipe } from './material-recipe';
import {
  FENCE_OPEN,
  isBlank,
  isCodeContinuation,
  isHeaderLine,
  isListItem,
  isRuleLine,
  isSignOffLine,
  isStrongCodeLine,
} from './material-lines';
import { type Block, type Found, type Line, Lines } from './material-scan';
import { delimited, indented, log, looseCode, pipeTable, quoted, yamlBlock } from './material-shaped';
import { checkedWorking, mathsWorking } from './material-maths';
import { commitList } from './material-commits';
import { enumeratedRun } from './material-enumerated';
import { absorbCaptions, captionedParagraph } from './material-header';
import { chatTranscript, inlineJson, columnSchema, inlineQuote, tableSchema } from './material-inline';
import type { Material, MaterialKind, MaterialSplit } from './types';
import { isRequirementLine, orderRun, requirementRun } from './requirement-lines';
import { unicodeWords } from '../grammar/unicode-words';

/**
 * Stage one of the analysis (issue 11): find the text the user pasted for the model to work on,
 * so it is never split into requirements and reaches the target model byte for byte. One
 * top-down pass over the lines; each detector claims a run of lines (or the rest of a line
 * after a lead-in) and the scan resumes after it, so the cost stays linear in the prompt.
 */

const MIN_NOUN_REST = 40;
/** "Email 1", "E-Mail 2 (5. Mai)", "Post #3": a noun and its number. */
const NUMBERED_LABEL = /^(\p{L}[\p{L}-]*(?: \p{L}+)?)\s*#?\d+\b/u;
/** A pasted message opens with a greeting; a brief for one does not. */
const GREETING_START = unicodeWords(
  /^(?:hi|hello|hey|dear|hallo|liebe[rs]?|sehr geehrte|bonjour|salut|cher|chère|hola|estimad[oa]|querid[oa]|ciao|gentile|caro|cara|olá|oi|prezad[oa])\b/i,
);
const MIN_SENTENCE_LEAD_TEXT = 80;

class Scanner extends Lines {
  readonly blocks: Block[] = [];

  run(): void {
    let shape = false;
    let i = 0;
    while (i < this.n) {
      const t = this.line(i);
      if (isBlank(t)) {
        i++;
        continue;
      }
      const head = this.head(i);
      if (head && head.kind !== 'other') shape = head.kind === 'shape' && isBlank(t.slice(head.restStart));
      else if (shape) {
        // The body of "Output format:" or "Examples:" is the user's spec, fences included.
        const fence = FENCE_OPEN.exec(t);
        i = fence ? this.fenceEnd(i, fence[2] ?? '```') + 1 : i + 1;
        continue;
      }
      const found = this.structural(i, head);
      if (found) {
        if (found.block) this.blocks.push(found.block);
        // "Schema:" over table lines was material after all, not the answer's shape.
        if (found.block) shape = false;
        i = Math.max(found.next, i + 1);
        continue;
      }
      if (head?.kind === 'material') {
        i = this.afterLead(i, head);
        continue;
      }
      i = this.afterSentenceLead(i) ?? i + 1;
    }
  }

  /** Detectors that recognise material by its shape, in priority order. */
  private structural(i: number, head: Head | null): Found | null {
    const fenced = fence(this, i);
    if (fenced) return fenced;
    const marked =
      terminalSession(this, i) ??
      tagged(this, i, head) ??
      tripleQuoted(this, i, head) ??
      log(this, i) ??
      bannerSection(this, i) ??
      tableSchema(this, i) ??
      columnSchema(this, i) ??
      commitList(this, i) ??
      enumeratedRun(this, i);
    if (marked) return marked;
    // "Assunto: Reunião" reads as the user's own section, unless a letter or header block follows.
    if (head?.kind === 'section' && isHeaderLine(this.line(i))) return emailWithHeaders(this, i);
    if (head && head.kind !== 'other' && head.kind !== 'material') return null;
    if (head?.kind === 'material') {
      // "Data: {...}" on one line: the JSON after the colon.
      return json(this, i, (this.lines[i]?.start ?? 0) + head.restStart, head.label);
    }
    return (
      emailWithHeaders(this, i) ??
      recipe(this, i) ??
      json(this, i, this.lines[i]?.start ?? 0, null) ??
      pipeTable(this, i) ??
      delimited(this, i) ??
      chatTranscript(this, i) ??
      quoted(this, i) ??
      indented(this, i) ??
      numberedClause(this, i) ??
      greetingEmail(this, i) ??
      yamlBlock(this, i) ??
      mathsWorking(this, i) ??
      checkedWorking(this, i) ??
      looseCode(this, i) ??
      inlineQuote(this, i) ??
      inlineJson(this, i) ??
      this.titledDocument(i) ??
      captionedParagraph(this, i, (k) => this.isOrder(k) || this.structural(k, this.head(k)) !== null)
    );
  }

  /**
   * "ORDER SUMMARY" over its rows, "Pflegefachkraft (m/w/d)" over "Aufgaben:" and its list: a
   * pasted document opens with its own title, set off from the user's words by a blank line.
   * It is claimed whole, its headings and labelled lists included, until the user speaks again.
   */
  private titledDocument(i: number): Found | null {
    const title = this.line(i).trim();
    // At the very top nothing of the user's comes before it: a title of words (not a row of a
    // statement, "03/09 NETFLIX.COM 10.99") over a capitalised line of the document says document.
    // "WEDDING SPEECH FOR MY SISTER" is the user's own heading over a brief.
    const topTitle =
      CAPS_TITLE.test(title) &&
      TOP_TITLE.test(title) &&
      !OWN_WORD.test(title) &&
      /^\s*[\p{Lu}\d]/u.test(this.line(i + 1));
    if (i === 0 ? !topTitle : !isBlank(this.line(i - 1))) return null;
    const next = this.line(i + 1);
    if (isBlank(next) || isListItem(title) || isInstruction(title, true)) return null;
    const caps = CAPS_TITLE.test(title) && !isSectionName(title.toLowerCase());
    // A title line straight over a label of its own list ("Aufgaben:", "Responsibilities:").
    const head = this.head(i + 1);
    const labelled =
      SHORT_TITLE.test(title) &&
      !OWN_TITLE.test(title) &&
      this.head(i) === null &&
      head?.kind === 'other' &&
      isBlank(next.slice(head.restStart)) &&
      isListItem(this.line(i + 2));
    if (!caps && !labelled) return null;
    if (caps && (isInstruction(next, true) || this.isStopHead(i + 1))) return null;
    const found = this.collect(i, this.lines[i]?.start ?? 0, null, '', true);
    // At the top, the document is a paste only when it is long enough and the ask comes after it.
    if (i === 0 && (found.next - i < MIN_TOP_DOCUMENT_LINES || this.nextContent(found.next) >= this.n))
      return null;
    // One labelled list under a title can be the user's own notes; a job ad has several.
    if (!caps && this.labelledLists(i, found.next) < 2) return null;
    // Lists under a title and its labels make a document, not a list of items to work through.
    if (found.block?.kind === 'list') found.block.kind = 'text';
    return found;
  }

  // --- lead-ins -------------------------------------------------------------------------------

  /** After `Paper:` / `Here is my draft:` / `Summarize this: <text>`; returns where to resume. */
  private afterLead(i: number, head: Head): number {
    const line = this.lines[i];
    if (!line) return i + 1;
    const rest = line.text.slice(head.restStart);
    const enumeration = isEnumerationLead(line.text, head);
    // "Output one line per review: number, label." then a blank line and the reviews.
    if (enumeration && this.nextNonBlank(i + 1) === i + 1) return i + 1;
    // "summarize for the people who missed it: max 3 bullets, then …" and the notes after a blank
    // line: the rest of the line is how to answer, the paste starts below it.
    // "sort these msgs into: billing, shipping, other. give me a table…": the labels, the same.
    const ruleThenPaste =
      !isBlank(rest) &&
      (OUTPUT_RULE.test(rest) || LABEL_LIST.test(rest)) &&
      isBlank(this.line(i + 1)) &&
      this.nextContent(i + 1) < this.n;
    if (!isBlank(rest) && !enumeration && !ruleThenPaste) {
      const restStart = line.start + head.restStart;
      // A noun label with a short value is a field ("Email: tom@acme.com"), not a paste.
      if (head.nounLabel && !head.textNoun && rest.trim().length < MIN_NOUN_REST) return i + 1;
      // "powershell script: when a file lands, email it…": what to build, not a pasted script.
      if (head.label !== null && describesProgram(head.label, rest)) return i + 1;
      // "Email 1 (March 10): friendly check-in…" then "Email 2: …": one line each, briefs to write.
      if (this.isBriefSeries(i, head, rest)) return i + 1;
      // "quick check: the total is £1,440 incl VAT, i did 1440 x 0.8 = 1152. right?": the user's
      // own working and question, not a paste to check.
      if (isOwnCheck(rest) && isBlank(this.line(i + 1))) return i + 1;
      // "sort names.txt | uniq -c" starts with a verb, but it is a command to explain, not an order.
      if (isInstruction(rest, true) && !isShellCommandLine(rest.trim())) return i + 1;
      return this.push(this.collect(i, restStart, head.label, line.text.slice(0, head.restStart)));
    }
    let j = this.nextContent(i + 1);
    if (j >= this.n || this.isStopHead(j) || this.isOrder(j)) return i + 1;
    if (head.label !== null && describesProgram(head.label, this.line(j))) return i + 1;
    // "Write a bash script that…:" over "1) skip node_modules", "2) use rsync": the lines are
    // the user's requirements; a paste the lead points at ("convert this:") may follow them.
    const rules = this.requirementsAt(j);
    if (rules > 0) return j + rules;
    // "Convert this file to ESM:\nNode is v18.17.\n\n<code>": the user's own sentence sits
    // between the lead and the code; the paste starts after it.
    // "Convert this to ESM:\nuse import/export\nwe're on Node 18\n\n<code>": so do the user's
    // requirement lines, when one of them at least reads as a rule.
    let p = j;
    while (p < this.n && !isBlank(this.line(p))) p++;
    const k = this.nextContent(p);
    const paragraph = Array.from({ length: p - j }, (_, x) => this.line(j + x).trim());
    const ownLines =
      p - j === 1
        ? OWN_SENTENCE.test(paragraph[0]!)
        : paragraph.length <= 8 &&
          paragraph.some((l) => isRequirementLine(l)) &&
          paragraph.every((l) => !isStrongCodeLine(l) && l.split(/\s+/u).length <= 20);
    if (k < this.n && ownLines) {
      const after = this.structural(k, this.head(k));
      if (after?.block && TECHNICAL.has(after.block.kind)) j = k;
    }
    const found = this.structural(j, this.head(j));
    if (found) {
      if (found.block) {
        found.block.label = head.label ?? found.block.label;
        found.block.kind = emailByName(found.block.kind, line.text);
        // "Tables:" above the schema is its caption: the label carries it, the request drops it.
        // Numbered labels ("Email 1:") stay, they tell the blocks apart in the request.
        if (head.nounLabel && TECHNICAL.has(found.block.kind) && !/\d/u.test(head.label ?? '1')) {
          found.block.cutStart = line.start + labelStart(line.text.slice(0, head.restStart));
        }
        this.blocks.push(found.block);
      }
      return Math.max(found.next, j + 1);
    }
    return this.push(this.collect(j, this.lines[j]?.start ?? 0, head.label, line.text));
  }

  /** How many lines from `j` on are a run of the user's requirements (see requirement-lines.ts). */
  private requirementsAt(j: number): number {
    return requirementRun(this.paragraph(j), 0);
  }

  /** The lines from `j` up to the next blank line. */
  private paragraph(j: number): string[] {
    const lines: string[] = [];
    for (let k = j; k < this.n && !isBlank(this.line(k)); k++) lines.push(this.line(k));
    return lines;
  }

  /** "Aufgaben:", "Wir bieten:" over a list: how many such labels lines `from`..`to` hold. */
  private labelledLists(from: number, to: number): number {
    let count = 0;
    for (let k = from; k < to; k++) {
      const head = this.head(k);
      if (head && isBlank(this.line(k).slice(head.restStart)) && isListItem(this.line(k + 1))) count++;
    }
    return count;
  }

  /** A numbered label ("Email 2", "E-Mail 1") on one line, in a run of its kind: a brief per item. */
  private isBriefSeries(i: number, head: Head, rest: string): boolean {
    const stem = NUMBERED_LABEL.exec(head.label ?? '')?.[1]?.toLowerCase();
    if (!stem || GREETING_START.test(rest.trim())) return false;
    const sameStem = (k: number) => {
      const other = this.head(k);
      return NUMBERED_LABEL.exec(other?.label ?? '')?.[1]?.toLowerCase() === stem;
    };
    return sameStem(i + 1) || (i > 0 && sameStem(i - 1));
  }

  /**
   * Prose material from `startOffset` on line `j`: it runs on across blank lines until the
   * user's own words resume (a section or label line, or an instruction), fences inside it
   * included (a README keeps its code samples).
   */
  private collect(
    j: number,
    startOffset: number,
    label: string | null,
    lead: string,
    /** A titled document: its own "Ihr Profil:" labels head its lists, they do not end it. */
    document = false,
  ): Found {
    let last = j;
    let sawBlank = false;
    // A markdown document (a README) keeps its own headings, "## Examples" included.
    const markdownDoc = /^#{1,6}\s/u.test(this.text.slice(startOffset, this.lines[j]?.end ?? startOffset));
    let k = j + 1;
    while (k < this.n) {
      const t = this.line(k);
      if (isBlank(t)) {
        sawBlank = true;
        k++;
        continue;
      }
      const fence = FENCE_OPEN.exec(t);
      if (fence) {
        last = Math.min(this.fenceEnd(k, fence[2] ?? '```'), this.n - 1);
        k = last + 1;
        sawBlank = false;
        continue;
      }
      const ownLabel =
        document &&
        this.head(k)?.kind === 'material' &&
        this.head(k)?.nounLabel === true &&
        isBlank(t.slice(this.head(k)?.restStart ?? 0)) &&
        isListItem(this.line(k + 1));
      if (
        this.isStopHead(k) &&
        !ownLabel &&
        !(markdownDoc && /^#{1,6}\s/u.test(t) && this.head(k)?.kind !== 'material')
      )
        break;
      // A lone "Thanks!" closing the prompt is said to the assistant.
      if (sawBlank && isSignOffLine(t) && this.nextNonBlank(k + 1) >= this.n) break;
      const firstSentence = t.slice(0, sentenceStarts(t)[1] ?? t.length);
      // A README's "Parse a file with…" reads like an order; the document going on after it
      // (another heading or fence) says it is still the README.
      const docGoesOn = markdownDoc && this.lastDocLine() > k;
      if (isInstruction(firstSentence, sawBlank && !docGoesOn)) break;
      // A titled document then the user's ask on the prompt's last line, no blank line between:
      // "La seduta è tolta alle ore 20:10." closes the minutes, "Riassumi in 3 righe." is the ask.
      const lastLine = document && this.nextNonBlank(k + 1) >= this.n;
      if (lastLine && (isInstruction(firstSentence, true) || USER_QUESTION.test(t.trim()))) break;
      if (isEnumerationLead(t, this.head(k))) break;
      // "…\n\nso how do I reply without sounding defensive": the user's question closes the prompt.
      if (sawBlank && this.nextNonBlank(k + 1) >= this.n && USER_QUESTION.test(t.trim())) break;
      if (sawBlank && isHeaderLine(t) && isHeaderLine(this.line(k + 1))) break;
      last = k;
      sawBlank = false;
      k++;
    }
    const lastLine = this.lines[last];
    if (!lastLine) return { block: null, next: k };
    const end = trimTail(lastLine, last === j ? startOffset : lastLine.start);
    const content = this.text.slice(startOffset, end);
    if (content.trim() === '') return { block: null, next: last + 1 };
    const indent = content.length - content.trimStart().length;
    const { kind, lang } = classifyContent(content);
    const block: Block = {
      start: startOffset + indent,
      end,
      cutStart: startOffset + indent,
      cutEnd: end,
      kind: looksLikeEmail(content.split('\n')) ? 'email' : emailByName(kind, lead),
      label,
      lang,
    };
    return { block, next: last + 1 };
  }

  /** The next line that is neither blank nor a "---" rule (rules go with the block, see below). */
  private nextContent(i: number): number {
    let j = this.nextNonBlank(i);
    while (j < this.n && isRuleLine(this.line(j))) j = this.nextNonBlank(j + 1);
    return j;
  }

  /** Line `j` is the user telling the assistant what to do, not the start of a paste. */
  private isOrder(j: number): boolean {
    const t = this.line(j);
    // "CREATE TABLE orders (…);" starts with a verb but is SQL.
    if (isStrongCodeLine(t)) return false;
    return isInstruction(t, true) || isEnumerationLead(t, this.head(j));
  }

  private push(found: Found): number {
    if (found.block) this.blocks.push(found.block);
    return found.next;
  }

  /**
   * "Can you proofread this?" followed by a paragraph: the paragraph is the text, even with no
   * colon. Only a substantial paragraph counts, so "Focus on the numbers." stays an instruction.
   */
  private afterSentenceLead(i: number): number | null {
    // Cheap tests first: most lines are not followed by anything a lead could introduce.
    const j = this.nextContent(i + 1);
    if (j >= this.n || this.isStopHead(j)) return null;
    // "Write a script that cleans my downloads. Requirements:" then "1) …": the line ends in the
    // user's own section, so the list under it is theirs, not a paste.
    const own = this.head(i);
    if (own && (own.kind === 'section' || own.kind === 'spec') && isBlank(this.line(i).slice(own.restStart)))
      return null;
    // "Return one line per comment: number, tag." leads only into a list set off by a blank line.
    const how = isEnumerationLead(this.line(i), this.head(i))
      ? isBlank(this.line(i + 1)) && isListItem(this.line(j))
        ? 'last'
        : null
      : (leadKind(this.line(i)) ?? (PRESENTS.test(this.line(i).trim()) ? 'last' : null));
    if (how === null) return null;
    // Only several lines (notes, tickets) follow an order that is not the line's last sentence.
    if (how === 'earlier' && (!isBlank(this.line(i + 1)) || isBlank(this.line(j + 1)))) return null;
    // "Review the diff I paste next." over "- Flag any race conditions." / "- Suggest names.":
    // orders that point at no lines below are followed by the user's own list of requirements.
    if (!pointsAtNext(this.line(i))) {
      const own = orderRun(this.paragraph(j), 0);
      if (own > 0) return j + own;
    }
    if (this.isOrder(j)) return null;
    if (this.structural(j, this.head(j))) return null;
    const lead = this.line(i);
    const found = this.collect(j, this.lines[j]?.start ?? 0, null, lead);
    const b = found.block;
    if (!b) return null;
    const content = this.text.slice(b.start, b.end);
    const oneLine = !content.trim().includes('\n');
    const short = content.length < MIN_SENTENCE_LEAD_TEXT && oneLine;
    if (short && !pointsForward(lead) && !PRESENTS.test(lead.trim())) return null;
    if (how === 'earlier' && oneLine) return null;
    return this.push(found);
  }
}

/** The rest of a lead line that only shapes the answer: "max 3 bullets", "as a table", "en 5 puntos". */
const OUTPUT_RULE =
  /^\s*(?:(?:in|as|max(?:imum)?|under|at most|no more than|en|como|máximo|comme|maximum|als|maximal|höchstens|in|come|massimo|em|no máximo)\s+)?(?:\d+|one|two|three|four|five|a|an|un|una|une|ein|eine|um|uma)?\s*(?:bullets?|bullet points?|points?|sentences?|lines?|words?|paragraphs?|table|list|json|csv|puntos|frases|líneas|palabras|tabla|lista|phrases|lignes|mots|tableau|liste|punkte|sätze|zeilen|wörter|tabelle|liste|punti|frasi|righe|parole|tabella|elenco|tópicos|linhas|palavras|tabela)\b/i;

/** "Anyway here's the worst one:": a lead that hands over what follows, however short. */
const PRESENTS =
  /(?:^|[\s,.])(?:here(?:'s|’s| is| are)|voici|voilà|aquí (?:está|están|tienes|va)|hier (?:ist|sind)|ecco|aqui (?:está|estão|vai))\s[^:\n]{0,60}:$/iu;

/**
 * "How do I reply…", "what should we say", "¿cómo le respondo?", "wie soll ich antworten": the
 * user asking about their own next step. Questions to others ("Can you confirm by Friday?")
 * are left to the paste, whose last line they may well be.
 */
const USER_QUESTION =
  /^(?:(?:so|and|anyway|ok(?:ay)?|but|then)[\s,]+)*(?:(?:how|what) (?:do|should|can|would) (?:i|we)|(?:should|can) (?:i|we)\b|any (?:advice|ideas|tips|thoughts)|is (?:this|it|that) (?:legit|a scam|normal|legal|fair|ok|okay|reasonable)|¿?(?:cómo|qué) (?:le |les )?(?:respondo|contesto|debo|puedo|hago|digo)|(?:comment|que) (?:dois-je|puis-je|je (?:dois|peux|réponds))|wie (?:soll|kann|sollte) ich|was (?:soll|kann|sollte) ich|come (?:posso|devo|rispondo)|cosa (?:posso|devo|rispondo)|como (?:eu )?(?:respondo|devo|posso)|o que (?:eu )?(?:devo|posso|respondo))\b/iu;

/** A run of three or more short comma-separated names: the categories to use, not a paste. */
const LABEL_LIST = /^\s*[^,.:;\n]{1,25}(?:,\s*[^,.:;\n]{1,25}){2,}(?:[.:;]|\s*$)/u;

/** "Node is v18.17.": one short sentence in words, no code punctuation. */
/** A closing tag that asks the assistant to confirm: "right?", "stimmt das?", "¿verdad?", "giusto?". */
const CONFIRM_TAG =
  /(?:^|[\s,.;:¿])(?:right|correct|yes|ok|okay|no|am i right|is that (?:right|correct)|did i get (?:it|this|that) right|stimmt(?: das| so)?|oder|richtig|korrekt|c['’]est (?:ça|juste|bon)|correct|juste|non|verdad|¿?no|correcto|est[aá] bien|giusto|vero|corretto|[eè] giusto|certo|n[eé]|correto|est[aá] certo)\s*\?+\s*$/iu;
/** The user speaks of their own working: "i did", "I got", "ich habe", "j'ai fait", "ho fatto", "hice", "fiz". */
const OWN_WORKING =
  /(?<![\p{L}])(?:i (?:did|got|used|calculated|worked|think|made|have|came)|i['’]ve|my (?:answer|maths|math|working|calculation)|ich (?:habe|hab|komme)|j['’]ai|je (?:trouve|pense)|ho (?:fatto|calcolato|ottenuto)|(?:hice|calcul[eé]|me da|me sale)|(?:fiz|calculei|deu))(?![\p{L}])|\d\s*=\s*\d/iu;
/** The rest of a lead-in line is the user's own check: their working and a confirming question. */
const isOwnCheck = (rest: string): boolean => CONFIRM_TAG.test(rest) && OWN_WORKING.test(rest);

const OWN_SENTENCE = /^\p{Lu}[^;{}=<>`()[\]]{2,120}[.!]$/u;

/** "ORDER SUMMARY", "MEDICATIONS ON DISCHARGE (15/04/2025)": a heading in capitals, no sentence. */
// 'VERBALE DI ASSEMBLEA DEL CONDOMINIO "VIA DEI MILLE 14"': quoted names belong to the title.
// (Used with test() only: the line's shape is checked first, in a lookahead, so a line of prose
// fails at its first small letter before the four-capitals count walks it.)
const CAPS_TITLE = /^(?=[\p{Lu}\d"“«][\p{Lu}\d &/'’#().,"“”«»-]{2,90}$)(?:.*\p{Lu}){4}/u;
/** "My background", "Unsere Eckdaten": a title of the user's own notes, not of a pasted document. */
/** "VERBALE DI ASSEMBLEA ORDINARIA": a title opens with a word, and has three at least. */
const TOP_TITLE = /^["“«]?\p{Lu}{2}[\p{Lu}'’]*(?:\s+\S+){2,}/u;
/** "my", "our", "mein", "notre": a first-person word anywhere in a title at the top. */
const OWN_WORD =
  /(?<![\p{L}])(?:my|our|me|mi|mis|mio|mia|miei|mie|nostr[oaie]|mon|ma|mes|notre|nos|mein(?:e[nrs]?)?|unser(?:e[nrs]?)?|meu|minha|noss[oa])(?![\p{L}])/iu;
const MIN_TOP_DOCUMENT_LINES = 4;
const OWN_TITLE =
  /^(?:my|our|mis?|nuestr[oa]s?|mon|ma|mes|notre|nos|mein[e]?|unser[e]?|il mio|la mia|i miei|le mie|meu|minha|meus|minhas|noss[oa]s?)\s/iu;
/** "Pflegefachkraft (m/w/d) in Teilzeit": a short line with no sentence end. */
const SHORT_TITLE = /^[^.!?:;]{3,80}$/u;

const TECHNICAL: ReadonlySet<MaterialKind> = new Set(['code', 'log', 'table', 'json', 'xml']);

/** Where the label starts in a head: after the last sentence before it ("Postgres. Tables:"). */
function labelStart(head: string): number {
  const m = /[.!?]\s+(?=\S[^.!?]*$)/u.exec(head);
  return m ? m.index + m[0].length : head.search(/\S/u);
}

/**
 * End offset of a material's last line, without trailing instructions that point back at it
 * ("…end of article. Now summarize it in 3 bullets") and without trailing spaces.
 */
function trimTail(line: Line, minOffset: number): number {
  const rel = minOffset - line.start;
  const starts = sentenceStarts(line.text).filter((s) => s > rel);
  let cut = line.text.length;
  for (let s = starts.length - 1; s >= 0; s--) {
    const from = starts[s] ?? cut;
    if (!isInstruction(line.text.slice(from, cut), false)) break;
    cut = from;
  }
  return line.start + line.text.slice(0, cut).trimEnd().length;
}

/**
 * "---" lines that fence off pasted emails belong to the paste: each one next to a block (blank
 * lines aside) is cut with it, so the request keeps no stray rules. Blocks stay disjoint.
 */
function absorbSeparators(doc: Lines, blocks: Block[]): void {
  blocks.forEach((b, k) => {
    const floor = blocks[k - 1]?.cutEnd ?? 0;
    // Only blocks of whole lines: "---\nTranslate this: hi" keeps its lead-in.
    const first = doc.lineAt(b.cutStart);
    let i = first - 1;
    while (i >= 0 && isBlank(doc.line(i))) i--;
    const above = doc.lines[i];
    const startsLine = isBlank(doc.text.slice(doc.lines[first]?.start ?? 0, b.cutStart));
    if (above && startsLine && above.start >= floor && isRuleLine(above.text)) b.cutStart = above.start;
    const ceiling = blocks[k + 1]?.cutStart ?? doc.text.length;
    const last = doc.lineAt(b.cutEnd);
    let j = last + 1;
    while (j < doc.n && isBlank(doc.line(j))) j++;
    const below = doc.lines[j];
    const endsLine = isBlank(doc.text.slice(b.cutEnd, doc.lines[last]?.end ?? b.cutEnd));
    if (below && endsLine && below.end <= ceiling && isRuleLine(below.text)) b.cutEnd = below.end;
  });
}

/** The request: the rough prompt with each block cut out, blank runs collapsed, seams tidied. */
function requestWithout(text: string, blocks: readonly Block[]): string {
  let out = '';
  let pos = 0;
  for (const b of blocks) {
    out = joinSeam(out, text.slice(pos, b.cutStart));
    pos = b.cutEnd;
    // A block that filled whole lines takes its line break with it: no blank line is left.
    const wholeLines = b.cutStart === 0 || text[b.cutStart - 1] === '\n';
    if (wholeLines && text.startsWith('\r\n', pos)) pos += 2;
    else if (wholeLines && text[pos] === '\n') pos++;
  }
  out = joinSeam(out, text.slice(pos));
  return out
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
}

function joinSeam(left: string, right: string): string {
  // A cut that ended mid-line leaves the rest of the line: no leading space on it.
  if (left === '' || left.endsWith('\n')) return left + right.replace(/^[ \t]+/u, '');
  if (/[ \t]$/u.test(left) && /^[ \t]/u.test(right)) return left + right.replace(/^[ \t]+/u, '');
  return left + right;
}

/**
 * "def f(rows):\n\nEach row has keys…": an unfenced code block ends before a paragraph of
 * prose, which is the user's spec, not code. Fenced or tagged blocks are left as delimited.
 */
function trimProseTail(rough: string, b: Block): void {
  if (b.cutStart !== b.start || b.cutEnd !== b.end) return;
  if (b.kind !== 'code') {
    trimRuleTail(rough, b);
    return;
  }
  const content = rough.slice(b.start, b.end);
  const paragraphs = content.split(/\n[ \t]*\n/u);
  let keep = paragraphs.length;
  while (keep > 1 && !paragraphs[keep - 1]!.split('\n').some((l) => isCodeContinuation(l))) keep--;
  if (keep === paragraphs.length) return;
  const kept = paragraphs.slice(0, keep).join('\n\n');
  // Offsets of the kept part: the separators were blank lines, so the prefix is byte for byte.
  const end =
    b.start +
    content.indexOf(paragraphs[keep - 1]!, kept.length - paragraphs[keep - 1]!.length) +
    paragraphs[keep - 1]!.length;
  b.end = end;
  b.cutEnd = end;
}

/** "…notes…\n\nnão inventa nada q não tá aí": a last short line about the answer is the user's. */
const ANSWER_RULE = unicodeWords(
  /^(?:(?:and|but|also|e|y|et|und)\s+)?(?:please\s+)?(?:don'?t|do not|never|n[aã]o|no|non|ne|nicht|keine?n?|só|solo|only|just)\b.{0,80}\b(?:invent\w*|make (?:anything|stuff|things) up|made up|erfinde\w*|inventa\w*|invente\w*|add anything|añadas|aggiungere|adicione|guess\w*|adivin\w*|devin\w*|rate\w*|indovin\w*|chut\w*)\b/i,
);

const LIST_LINE = /^\s*(?:[-*•]|\d{1,2}[.)])\s+\S/u;

/**
 * "1. …\n2. …\nEscreva em tom profissional.": an unmarked line right after a list of notes is
 * the user talking again, when it reads as an order.
 */
function listRuleTailAt(content: string): number | null {
  const lines = content.trimEnd().split('\n');
  const last = lines[lines.length - 1]!.trim();
  const items = lines.slice(0, -1).filter((l) => l.trim() !== '');
  if (items.length < 2 || !items.every((l) => LIST_LINE.test(l)) || LIST_LINE.test(last)) return null;
  if (last.split(/\s+/).length > 16 || !isInstruction(last, true)) return null;
  return content.trimEnd().length - lines[lines.length - 1]!.length - 1;
}

/** Where the pasted text ends when its last line is such a rule, or null. */
export function ruleTailAt(content: string): number | null {
  const listTail = listRuleTailAt(content);
  if (listTail !== null) return listTail;
  const m = /\n[ \t]*\n([^\n]+)\s*$/u.exec(content);
  if (!m || m[1]!.split(/\s+/).length > 16 || !ANSWER_RULE.test(m[1]!.trim())) return null;
  return content.slice(0, m.index).trimEnd().length;
}

function trimRuleTail(rough: string, b: Block): void {
  const at = ruleTailAt(rough.slice(b.start, b.end));
  if (at === null) return;
  b.end = b.start + at;
  b.cutEnd = b.end;
}

const REQUEST_LABEL =
  /^(?:i\s+)?(?:need|want|please|can you|could you|write|give|make|help|necesito|quiero|j'ai besoin|je veux|ich brauche|ich möchte|mi serve|vorrei|preciso|quero)\b/i;

/** "See thread:", "Siehe Protokoll:": the pointing verb is no part of the paste's name. */
const SEE = /^(?:see|voir|siehe|ver|vedi|veja)\s+(?=\p{L})/iu;

export function splitMaterial(rough: string): MaterialSplit {
  const scanner = new Scanner(rough);
  scanner.run();
  const blocks = [...scanner.blocks].sort((a, b) => a.cutStart - b.cutStart);
  // Detectors never claim the same lines twice, but a defensive pass keeps the invariant.
  const kept: Block[] = [];
  for (const b of blocks) {
    const prev = kept[kept.length - 1];
    if (b.end <= b.start || (prev && b.cutStart < prev.cutEnd)) continue;
    kept.push(b);
  }
  for (const b of kept) trimProseTail(rough, b);
  absorbCaptions(scanner, kept);
  absorbSeparators(scanner, kept);
  const material: Material[] = kept.map((b) => ({
    kind: b.kind,
    // "need a query: top 5 customers…" above a schema is the request, not the schema's name.
    label: b.label && REQUEST_LABEL.test(b.label) ? null : (b.label?.replace(SEE, '') ?? null),
    lang: b.lang,
    content: rough.slice(b.start, b.end),
  }));
  return { request: requestWithout(rough, kept), material };
}
