import { unicodeWords } from '../grammar/unicode-words';

/**
 * Marks of European Portuguese that Brazilian writing does not use: the progressive "estou a
 * fazer" (Brazil: "estou fazendo"), words Brazil says otherwise (telemóvel/celular,
 * autocarro/ônibus, miúdos, casa de banho, propinas, ecrã, ficheiro, utilizador, equipa, registo,
 * facto, connosco), the assistant addressed as "tu" with its own verb forms ("podes", "consegues")
 * and the pronoun after a "tu" imperative ("ajuda-me", "diz-me"; Brazil: "me ajuda"), "tu és",
 * and a "tu" order in the negative ("não inventes", "não uses"; Brazil writes "não invente").
 */
const EUROPEAN = unicodeWords(
  new RegExp(
    [
      '\\b(?:estou|estás|estas|está|esta|estamos|estão|estao|estava|estavas|estávamos|ando|andas|anda|andamos|fico|ficas)\\s+a\\s+\\p{L}+(?:ar|er|ir)\\b',
      '\\b(?:telemóve(?:l|is)|telemove(?:l|is)|autocarros?|miúd[oa]s|miud[oa]s|casa de banho|propinas|pequeno[- ]almoço|pequeno[- ]almoco|frigorífico|frigorifico|ecrã|ecrãs|ficheiros?|utilizador(?:es)?|comboios?|raparigas?|equipas?|registos?|factos?|desportos?|contactos?|connosco|convosco|bué|portagens?|talho|senhorios?|senhoria)\\b',
      '\\b(?:podes|consegues|sabes|queres|tens|achas|preferes|precisas|importas-te|importavas-te)\\b',
      '\\btu\\s+(?:és|estás|tens|podes|sabes|consegues)\\b',
      '\\bnão\\s+(?:te\\s+)?(?:inventes|acrescentes|uses|mudes|ponhas|digas|faças|escrevas|incluas|traduzas|alteres|cortes|repitas|mexas|esqueças|sejas|deixes|percas|tires|metas)\\b',
      // The pronoun after a past verb in casual writing ("mandou-me isto"; Brazil: "me mandou").
      '\\b\\p{L}+(?:ou|eu|iu)-(?:me|te|nos)\\b',
      // The personal infinitive after "sem"/"para" ("sem mudares o estilo"): Brazil says "sem mudar".
      '\\b(?:sem|para|até|antes de|depois de)\\s+(?:mudares|alterares|inventares|usares|tocares|mexeres|cortares|acrescentares|tirares|perceberes|escreveres|leres|esqueceres|teres|estares|fazeres)\\b',
      '\\b(?:ajuda|diz|explica|dá|faz|escreve|mostra|manda|envia|conta|indica|recomenda|sugere|corrige|traduz|revê|lê|arranja|dá-me)-me\\b',
    ].join('|'),
    'iu',
  ),
);

/**
 * The user naming the variety: "em português de Portugal", "português europeu", "pt-PT", "nada
 * de brasileiro", "sem brasileirismos". A mention of Portugal alone ("vou viajar para Portugal")
 * says nothing about how the user writes.
 */
const NAMED = unicodeWords(
  /\b(?:portugu[êe]s\s+(?:de\s+portugal|europeu|europeia|de\s+pt|continental)|pt[-_]pt|(?:nada\s+de|sem|evita|evite|não\s+(?:quero|uses|use))\s+(?:(?:o\s+)?portugu[êe]s\s+do\s+)?(?:brasil(?:eiro)?|brasileirismos?|expressões\s+brasileiras))\b/iu,
);

/**
 * Marks of Brazilian writing: the assistant addressed as "você", the progressive with a gerund
 * ("estou fazendo"), words Portugal says otherwise. They outweigh a word both varieties share in
 * law or print ("senhorio", "caução"): "você é o meu senhorio" is written in Brazil.
 */
const BRAZILIAN = unicodeWords(
  /\b(?:vocês?|celular(?:es)?|ônibus|onibus|café da manhã|banheiro|usuári[oa]s?|(?:estou|está|estamos|estão|estava)\s+\p{L}+ndo)\b/iu,
);

/** A Portuguese request written the European way (pt-PT), so our lines use its words too. */
export function isEuropeanPortuguese(request: string): boolean {
  return NAMED.test(request) || (EUROPEAN.test(request) && !BRAZILIAN.test(request));
}
