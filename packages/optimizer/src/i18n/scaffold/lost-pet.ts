import { unicodeWords } from '../../grammar/unicode-words';

/**
 * A poster, flyer or notice for a lost or found animal, in the six languages: something to write,
 * made of the animal, where it was last seen and a number; never a vet's consultation.
 */
export const LOST_PET_NOTICE = unicodeWords(
  /^(?=.*\b(?:lost|missing|found|runaway|stray|perdid[oa]s?|extraviad[oa]s?|encontrad[oa]|perdu(?:e|s)?|disparu(?:e|s)?|trouvé(?:e)?|vermisst\w*|entlaufen\w*|zugelaufen\w*|gefunden\w*|smarrit[oa]|scompars[oa]|ritrovat[oa]|desaparecid[oa]|achad[oa])\b)(?=.*\b(?:cats?|dogs?|pets?|kittens?|pupp(?:y|ies)|tortoises?|rabbits?|bunn(?:y|ies)|parrots?|birds?|hamsters?|ferrets?|gat[oa]s?|perr[oa]s?|mascotas?|conej[oa]s?|chat(?:te)?s?|chiens?|chiots?|animal|animaux|lapins?|katze\w*|kater|hund\w*|welpe\w*|haustier\w*|kaninchen|gatt[oi]|gattin[oi]|can[ei]|cucciol[oi]|animale|cachorr[oa]s?|cão|cães|gatinh[oa]s?|coelh[oa]s?)\b)(?=.*\b(?:posters?|flyers?|leaflets?|notices?|signs?|posts?|ads?|adverts?|appeals?|cartel(?:es)?|anuncios?|afiches?|affiches?|avis|annonces?|plakat\w*|aushang|aushänge|zettel|suchanzeige|handzettel|volantin[oi]|manifest[oi]|avvis[oi]|annunci[oa]?|cartaz(?:es)?|panfletos?)\b)/i,
);
