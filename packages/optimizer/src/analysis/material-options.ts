import type { MaterialSplit } from './types';

/**
 * "help me choose a broadband deal. 1) Virgin 50Mb £22 18 months 2) BT 100Mb £28 rolling…":
 * the numbered options of a choice are what the answer decides between, so they are material
 * (one list, byte for byte), never bullets among the user's instructions. Only when the request
 * asks for a choice; a numbered list of wishes ("1) keep it short 2) no jargon") stays rules.
 */

// A bare "welche", "quale" or "qual" asks many things; only with a verb of choosing is it a choice.
const CHOICE = new RegExp(
  '(?<![\\p{L}])(?:choose|choosing|pick|picking|decide|deciding|which (?:one|of|should|would|is|deal|plan|option)|select|elegir|escoger|decidir|decidirme|cuál (?:elijo|escojo|me conviene)|choisir|lequel|laquelle|décider|wählen|auswählen|aussuchen|entscheiden|welche[rsn]? (?:soll|würdest|nehme)|scegliere|decidere|quale (?:scegliere|prendere|mi conviene)|escolher|qual (?:escolher|devo|compensa))(?![\\p{L}])',
  'iu',
);

/** An item line: "1) …", "2. …", "a) …", "- …". */
const ITEM = /^\s*(?:\d{1,2}[.)]|[a-e]\)|[-*•])\s+\S/i;

/** Items that are wishes about the answer ("keep it short", "no jargon"), not options. */
const RULE_ITEM =
  /^\s*(?:\d{1,2}[.)]|[a-e]\)|[-*•])\s+(?:keep|use|avoid|make|don'?t|do not|no|never|always|add|include|mention|be|limit|write|end|start|mantén|usa|evita|incluye|sé|garde[zr]?|utilise[zr]?|évite[zr]?|pas de|sois|behalte|verwende|vermeide|kein|keine|sei|mantieni|includi|niente|mantenha|evite|inclua|sem|seja)\b/i;

function remove(request: string, text: string): string {
  const at = request.indexOf(text);
  const before = request.slice(0, at).replace(/[ \t]+$/, '');
  const after = request.slice(at + text.length).replace(/^[ \t]+/, '');
  const joint = before === '' || after === '' || before.endsWith('\n') || after.startsWith('\n') ? '' : ' ';
  return `${before}${joint}${after}`.replace(/\n{3,}/g, '\n\n').trim();
}

/** Two or more item lines in a row, most of them no rule. */
function listedOptions(request: string): string | null {
  const lines = request.split('\n');
  let start = -1;
  for (let i = 0; i <= lines.length; i++) {
    const item = i < lines.length && ITEM.test(lines[i]!);
    if (item && start < 0) start = i;
    if (!item && start >= 0) {
      const items = lines.slice(start, i);
      const rules = items.filter((l) => RULE_ITEM.test(l)).length;
      if (items.length >= 2 && rules * 2 < items.length) return items.join('\n');
      start = -1;
    }
  }
  return null;
}

/** "1) A … 2) B … 3) C ….": options numbered inside one line, up to the sentence that closes them. */
function inlineOptions(request: string): string | null {
  for (const line of request.split('\n')) {
    const first = /(?:^|\s)(1\)|a\))\s+\S/.exec(line);
    if (!first) continue;
    const from = first.index + first[0].indexOf(first[1]!);
    const rest = line.slice(from);
    const letters = first[1] === 'a)';
    const marks = letters ? ['b)', 'c)', 'd)', 'e)'] : ['2)', '3)', '4)', '5)', '6)'];
    let last = 0;
    for (const mark of marks) {
      const at = rest.indexOf(` ${mark} `, last);
      if (at < 0) break;
      last = at + 1;
    }
    if (last === 0) continue;
    // The options end with the sentence that holds the last one: "…12 months. I work from home".
    const end = /[.!?](?=\s|$)/.exec(rest.slice(last).replace(/\d[.,]\d/g, '000'));
    const content = end ? rest.slice(0, last + end.index + 1) : rest.trimEnd();
    if (!RULE_ITEM.test(content)) return content;
  }
  return null;
}

/** The options of a choice, moved from the request into one material list. */
export function choiceOptions(split: MaterialSplit, rough: string): MaterialSplit {
  if (split.material.length > 0 || !CHOICE.test(split.request)) return split;
  const content = listedOptions(split.request) ?? inlineOptions(split.request);
  if (!content || !rough.includes(content)) return split;
  const request = remove(split.request, content);
  // The options alone, with no ask left around them, are no request of their own.
  if (!CHOICE.test(request)) return split;
  return { request, material: [{ kind: 'list', label: null, lang: null, content }] };
}
