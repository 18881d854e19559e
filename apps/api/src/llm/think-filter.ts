/**
 * Removes <think>…</think> blocks from text that arrives in pieces, so reasoning never reaches
 * the client even while streaming. Tags may be split across chunks, appear several times, use
 * any case, or never close (then everything after the opening tag is dropped). Leading
 * whitespace of the visible text is dropped too, like the optimizer's stripThinkBlocks.
 *
 * Pure: the caller feeds chunks with push() and calls flush() once at the end.
 */
export interface ThinkFilter {
  /** Returns the visible text that is now certain; may be ''. */
  push(chunk: string): string;
  /** Returns whatever visible text was held back; the filter is done afterwards. */
  flush(): string;
}

const OPEN = /<think\b[^>]*>/i;
const CLOSE = /<\/think\s*>/i;
/** A tag never needs more than this many characters; longer held text cannot be a tag. */
const MAX_TAG_LENGTH = 64;

export function createThinkFilter(): ThinkFilter {
  let buffer = '';
  let inside = false;
  let started = false;

  const visible = (text: string): string => {
    if (started) return text;
    const trimmed = text.replace(/^\s+/, '');
    if (trimmed) started = true;
    return trimmed;
  };

  const drain = (final: boolean): string => {
    let out = '';
    for (;;) {
      if (inside) {
        const close = CLOSE.exec(buffer);
        if (close) {
          buffer = buffer.slice(close.index + close[0].length);
          inside = false;
          continue;
        }
        // Keep only a possible partial closing tag; the rest is reasoning.
        buffer = final ? '' : buffer.slice(partialTagStart(buffer, '</think'));
        return out;
      }
      const open = OPEN.exec(buffer);
      if (open) {
        out += visible(buffer.slice(0, open.index));
        buffer = buffer.slice(open.index + open[0].length);
        inside = true;
        continue;
      }
      if (final) {
        out += visible(buffer);
        buffer = '';
        return out;
      }
      const keepFrom = partialTagStart(buffer, '<think');
      out += visible(buffer.slice(0, keepFrom));
      buffer = buffer.slice(keepFrom);
      return out;
    }
  };

  return {
    push(chunk) {
      buffer += chunk;
      return drain(false);
    },
    flush() {
      return drain(true);
    },
  };
}

/**
 * Index from which `text` may be the beginning of a tag starting with `prefix` (a partial
 * "<thi" or an unfinished "<think attr="); text.length when nothing needs holding back.
 */
function partialTagStart(text: string, prefix: string): number {
  const lt = text.lastIndexOf('<');
  if (lt === -1 || text.length - lt > MAX_TAG_LENGTH) return text.length;
  const tail = text.slice(lt).toLowerCase();
  if (tail.length <= prefix.length) return prefix.startsWith(tail) ? lt : text.length;
  // "<think" followed by a boundary and no ">" yet: the tag is still arriving.
  return tail.startsWith(prefix) && /\s/.test(tail.charAt(prefix.length)) && !tail.includes('>')
    ? lt
    : text.length;
}
