/**
 * An image-generation request asks for a picture to be made. "Steps for my grandad to send a
 * photo", "come cambiare l'immagine del profilo", "instructions for my mum" name a photo or
 * instructions for a person, not a picture or a system prompt to write.
 */
import { unicodeWords } from '../grammar/unicode-words';

/** A real ask for a picture: a draw verb, a generator, "generate an image", "prompt for an image". */
const GENERATES_PICTURE = unicodeWords(
  /\b(?:draw|sketch|paint me|illustrate|dibuja\w*|dessine\w*|zeichne\w*|disegna\w*|desenh[ae]\w*)\b|\b(?:midjourney|mid journey|dall-?e|stable diffusion|sdxl|leonardo ai|firefly|image generator|ai art|text-to-image)\b|\b(?:generate|create|make|design|render|genera\w*|crea\w*|haz(?:me)?|gén[eè]r\w*|cré\w*|fais(?:-moi)?|erstell\w*|generier\w*|mach\w*|fai|fammi|ger[ae]\w*|cri[ae]\w*|fa[cç]a)\s+(?:me\s+|moi\s+|mir\s+)?(?:an?|one|some|une?|des|ein(?:e|en)?|un[ao]?|un'|uma?)?\s*(?:ai\s+)?(?:image|picture|illustration|artwork|poster|logo|wallpaper|imagen|ilustraci[oó]n|illustration|affiche|bild|illustrazione|immagine|imagem|ilustra[cç][aã]o)s?\b|\b(?:image|picture|midjourney|dall-?e|stable diffusion)[- ]prompts?\b|\bprompts? (?:d'image|de imagen|de imagem|per (?:un')?immagine|für ein bild|for (?:an? )?(?:image|picture|ai image))\b|\bbild-?prompts?\b/i,
);

/** A photo the user or someone handles (sends, takes, changes): not a picture to generate. */
const HANDLES_PHOTO = unicodeWords(
  /\b(?:send|sending|share|sharing|take|taking|post|posting|upload|uploading|attach|attaching|print|printing|crop|resize|change|set|save|back up|transfer|scan|find|delete|mandare|mandarmi|inviare|condividere|scattare|fare|cambiare|caricare|stampare|salvare|enviar|mandar|mandarme|compartir|subir|sacar|tomar|cambiar|imprimir|guardar|envoyer|partager|prendre|changer|imprimer|enregistrer|mettre|schicken|senden|teilen|machen|ändern|hochladen|drucken|speichern|compartilhar|tirar|trocar|salvar)\s+(?:\S+\s+){0,3}?(?:photos?|pictures?|pics?|images?|screenshots?|fotos?|foto|immagin[ei]|imagen(?:es)?|imagens?|bild(?:er)?|profile (?:photo|picture))\b/i,
);

/** Words to go with a photo (a caption, hashtags, alt text): a text to write, not a picture. */
const TEXT_FOR_PHOTO = unicodeWords(
  /\b(?:captions?|hashtags?|alt[- ]text|pies? de foto|texto alternativo|l[ée]gendes? (?:pour|de|d'une)|bildunterschrift(?:en)?|alternativtext|didascali[ae]|legendas?)\b/i,
);

/** Steps or instructions written for a person to follow: a how-to text, whatever its topic. */
const STEPS_FOR_SOMEONE = unicodeWords(
  /\b(?:steps?|instructions?|guide|walkthrough|cheat ?sheet|passaggi|istruzioni|guida|pasos|instrucciones|gu[ií]a|[ée]tapes|marche à suivre|mode d'emploi|schritte|anleitung|passos|instru[cç][õo]es|guia|passo a passo)\b[^.!?\n]{0,40}\b(?:for|per|para|pour|für)\s+(?:my|our|mio|mia|miei|mie|mi|mis|nuestr[oa]s?|mon|ma|mes|notre|nos|mein(?:e[mnr]?)?|unser(?:e[mnr]?)?|meu|minha|meus|minhas|que mi|que mis|que ma|que mon|que meu|que minha)\b/i,
);

/** Who "instructions for my …" are for when they are a person, not an assistant. */
const FOR_A_PERSON = unicodeWords(
  /\b(?:instructions?|istruzioni|instrucciones|anleitung|instru[cç][õo]es)\s+(?:\S+\s+){0,2}?(?:for|per|para|pour|für)\s+(?:my|our|mio|mia|mi|mis|mon|ma|mes|meine?[mnr]?|meu|minha)\s+(?:\S+\s+)?(?:mum|mom|mother|dad|father|parents?|gran\w*|nan|nana|kids?|children|son|daughter|wife|husband|partner|aunt|uncle|friend|neighbou?r|babysitter|nanny|sitter|flatmate|roommate|nonn[oa]|nonni|madre|padre|mamma|pap[àa]|figli[oa]?|zi[oa]|abuel[oa]s?|mam[áa]|pap[áa]|hij[oa]s?|t[ií][oa]|grand-(?:p[èe]re|m[èe]re)|m[èe]re|p[èe]re|enfants?|fils|fille|oma|opa|mutter|vater|eltern|kinder?|sohn|tochter|av[óô]|av[óô]s|m[ãa]e|pai|filh[oa]s?)\b/i,
);

/** The request asks for a picture to be generated (or names a prompt for one). */
export function generatesPicture(request: string): boolean {
  return GENERATES_PICTURE.test(request);
}

/** A photo handled or instructions for a person, with no picture to generate. */
export function notAPicture(request: string): boolean {
  return (
    !generatesPicture(request) &&
    (HANDLES_PHOTO.test(request) || STEPS_FOR_SOMEONE.test(request) || TEXT_FOR_PHOTO.test(request))
  );
}

/** "Instructions for my mum": a how-to text for a person, not a system prompt. */
export function instructionsForAPerson(request: string): boolean {
  return FOR_A_PERSON.test(request);
}
