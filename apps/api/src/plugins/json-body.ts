import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
// String.prototype.isWellFormed is ES2024; the project targets ES2023 typings.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The JSON body parser, stricter than Fastify's default in two ways the fuzz tests demanded:
 * - bytes that are not UTF-8 are a 400, not silently replaced by U+FFFD and stored;
 * - strings PostgreSQL cannot store (NUL, unpaired surrogates) are a 400 here, instead of a
 *   driver error (500) deep inside a repository.
 * Prototype-poisoning protection stays Fastify's own (secure-json-parse).
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    // JSON only: anything else is answered 415 instead of being half-parsed.
    app.removeContentTypeParser('text/plain');
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      let text: string;
      try {
        text = strictUtf8.decode(body as Buffer);
      } catch {
        done(badRequest('Request body is not valid UTF-8'), undefined);
        return;
      }
      void parseJson(request, text, (error, value) => {
        if (error) done(error, undefined);
        else if (!storable(value))
          done(badRequest('Request contains characters that cannot be stored'), undefined);
        else done(null, value);
      });
    });
  },
  { name: 'json-body' },
);

/** Walks the parsed value without recursion: a 200,000-deep array must not blow the stack. */
function storable(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000') || LONE_SURROGATE.test(value)) return false;
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) stack.push(key, item);
    }
  }
  return true;
}
