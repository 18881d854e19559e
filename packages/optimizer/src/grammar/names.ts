/**
 * Lower-casing the user's words to set them inside our sentence ("Wedding speech" → "Write a
 * wedding speech.") must spare names: "Ty Burrell bio" → "Write a Ty Burrell bio.", never
 * "a ty Burrell bio". A capitalised word is kept when it is capitalised inside the text (not
 * the first word), when the next word is capitalised too ("Ty Burrell"), or when it has capitals
 * inside or is an initialism ("LinkedIn", "MBA", "ESP32").
 */
export function lowerCommonWords(text: string): string {
  const words = [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)];
  const capital = (w: string | undefined) => !!w && /^\p{Lu}/u.test(w);
  let out = '';
  let last = 0;
  words.forEach((m, i) => {
    const word = m[0];
    const keep =
      i > 0 ? capital(word) : capital(words[1]?.[0]) || /^\p{Lu}{2,}|^\p{Lu}\p{Ll}+\p{Lu}/u.test(word);
    out += text.slice(last, m.index) + (keep || /\p{Lu}.*\p{Lu}/u.test(word) ? word : word.toLowerCase());
    last = m.index + word.length;
  });
  return out + text.slice(last);
}
