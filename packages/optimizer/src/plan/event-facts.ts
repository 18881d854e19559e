import { statesDates } from './stated';

/**
 * An invitation or event notice is useless without its date and place, which only the user
 * knows. "When and where?" is dropped only when both are told: a weekday with no address still
 * leaves the guests asking where to go.
 */

/** A clock time: "3pm", "19:30", "18 Uhr", "19h", "à 20 h", "alle 18", "às 19". */
const TIME =
  /(?<![\p{L}\p{N}])(?:\d{1,2}(?::\d{2})?\s*(?:am|pm|uhr|h)|\d{1,2}:\d{2}|(?:at|um|ab|à|a las|alle|às)\s+\d{1,2})(?![\p{L}])/iu;
/** A place: "at our house", "bei uns", "im Garten", "chez nous", "en casa", "a casa", "no parque", "nel cortile", "auf der Terrasse". */
const PLACE =
  /(?<![\p{L}])(?:at (?:our|my|the|[A-Z]\p{L}+)|in (?:our|my|the) (?!morning|afternoon|evening)\p{L}+|bei (?:uns|mir|\p{Lu})|im \p{Lu}|in der \p{Lu}|auf dem \p{Lu}|chez|à la (?!fin)\p{L}+|au (?:parc|jardin|restaurant|bar|caf[ée]|club)|dans (?:le|la|notre|mon|ma)|en (?:casa|el|la|mi|nuestr)|a casa|al (?:parco|ristorante|bar|locale)|presso|da (?:noi|me)|nel(?:la|lo)? \p{L}+|nell[’'’]\p{L}+|em casa|no (?:parque|restaurante|sal[ãa]o|clube|nosso|meu|jardim|quintal|s[íi]tio|bar)|na (?:casa|nossa|minha|praia|quadra|escola)|auf (?:der|dem|unserer|unserem) \p{Lu}|in unsere[mr] \p{Lu})/u;

export function eventWhenWhereTold(text: string): boolean {
  return (statesDates(text) || TIME.test(text)) && PLACE.test(text);
}
