import { classifyContent, emailByName } from './material-kind';
import { isBlank, isRuleLine } from './material-lines';
import type { Found, Lines } from './material-scan';

/**
 * "--- customer email --- … --- end ---", "=== our policy === … ===": a section the user fenced
 * with labelled banners. It runs to a bare rule or an end banner, or up to the next labelled
 * banner; with neither below it, nothing here claims it (the other detectors decide). The
 * banners are kept with the paste: they are the user's own marks around it.
 */

const BANNER = /^ {0,3}(-{3,}|={3,}|\*{3,})[ \t]*([^-=*\s][^\n]{0,40}?)[ \t]*\1[ \t]*$/u;
const END_LABEL = /^(?:end|fin|ende|fine|fim|koniec|einde)\b/iu;

const bannerLabel = (line: string): string | null => BANNER.exec(line)?.[2] ?? null;

export function bannerSection(doc: Lines, i: number): Found | null {
  const label = bannerLabel(doc.line(i));
  if (label === null || END_LABEL.test(label)) return null;
  let last = -1;
  for (let j = i + 1; j < doc.n; j++) {
    const t = doc.line(j);
    if (isRuleLine(t)) {
      last = j;
      break;
    }
    const next = bannerLabel(t);
    if (next === null) continue;
    if (END_LABEL.test(next)) last = j;
    else for (last = j - 1; last > i && isBlank(doc.line(last)); last--);
    break;
  }
  if (last <= i) return null;
  const start = doc.lines[i]!.start;
  const end = doc.lines[last]!.end;
  const { kind, lang } = classifyContent(doc.text.slice(doc.lines[i + 1]!.start, end));
  return {
    block: { start, end, cutStart: start, cutEnd: end, kind: emailByName(kind, label), label, lang },
    next: last + 1,
  };
}
