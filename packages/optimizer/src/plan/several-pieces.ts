/**
 * The plan for a request that asks for several written pieces at once (pieces.ts): one heading
 * per piece in the user's order, each piece's sensible bound ("Text reminder: one or two
 * sentences, under 160 characters"), and every given fact carried into the pieces that need it.
 * The lines of one form or kind ("write it as a message in my voice", "make the options
 * different") would shape only one piece, so they give way; so does a role that fits one piece
 * (the invitation host, the social media copywriter) or none ("a skilled writer who adapts
 * style"). A voice that fits every piece of a local event or a small shop replaces it; when
 * neither is clear, no role.
 */
import type { Analysis } from '../analysis/types';
import type { Scaffold } from '../i18n/scaffold/types';
import { scaffoldKey } from '../i18n/scaffold';
import { FORM_TEXTS } from '../i18n/scaffold/forms';
import { SHORT_FORM_LINES } from '../i18n/scaffold/short-form-lines';
import { MATERIAL_TEXTS } from '../i18n/scaffold/material-lines';
import { PIECE_ROLES, PIECE_TEXTS, type PieceForm, type PieceVoice } from '../i18n/scaffold/piece-lines';
import type { Pieces } from './pieces';

export interface PiecesShape {
  task: string;
  role: string | null;
  guidance: string[];
  format: string | null;
}

const W = (body: string) => new RegExp(`(?<![\\p{L}])(?:${body})(?![\\p{L}])`, 'iu');

/** A small business of the user's own: its regulars read every piece. */
const SHOP = W(
  [
    '(?:my|our|i run a|we run a|i own a|we own a)\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:bakery|shop|store|caf[eé]|coffee shop|restaurant|salon|studio|boutique|bar|pub|florist|bookshop|bookstore|deli|business|food truck|market stall)',
    'customers|regulars',
    '(?:mi|nuestra?|tengo una?)\\s+(?:pequeñ[oa]\\s+)?(?:panader[ií]a|tienda|cafeter[ií]a|restaurante|peluquer[ií]a|negocio|librer[ií]a|floristería)|clientes',
    '(?:ma|mon|notre)\\s+(?:petite?\\s+)?(?:boulangerie|boutique|magasin|caf[ée]|restaurant|salon|librairie|commerce)|clients|habitués',
    '(?:meine?[mn]?|unsere?[mn]?)\\s+(?:kleinen?\\s+)?(?:bäckerei|laden|café|cafe|restaurant|salon|buchhandlung|geschäft|blumenladen)|kund(?:en|schaft)|stammkund\\p{L}*',
    '(?:il mio|la mia|il nostro|la nostra)\\s+(?:piccol[oa]\\s+)?(?:panetteria|negozio|bar|caff[eè]|ristorante|salone|libreria|attivit[àa])|clienti',
    '(?:minha|meu|nossa|nosso)\\s+(?:pequen[oa]\\s+)?(?:padaria|loja|caf[eé]|restaurante|sal[ãa]o|livraria|neg[óo]cio)|clientes|fregueses',
  ].join('|'),
);

/** A neighbourhood, school or club occasion: neighbours and parents read every piece. */
const COMMUNITY = W(
  [
    'neighbou?rs?|neighbou?rhood|community|street party|block party|garage sale|yard sale|bake sale|jumble sale|car boot|fundraiser|fun run|school|class|parents|pta|kindergarten|nursery|playgroup|church|club|volunteers',
    'vecin\\p{L}*|barrio|comunidad|venta de garaje|mercadillo|colegio|escuela|clase|padres|familias|guarder[ií]a|parroquia|club|voluntari\\p{L}*',
    'voisin\\p{L}*|quartier|vide-grenier|brocante|kermesse|école|classe|parents|crèche|paroisse|association|club|bénévoles',
    'nachbar\\p{L}*|straßenfest|flohmarkt|kuchenbasar|schul\\p{L}*|klasse|eltern\\p{L}*|kindergarten|kita|gemeinde|verein|ehrenamt\\p{L}*',
    'vicin\\p{L}*|quartiere|mercatino|scuola|classe|genitori|asilo|parrocchia|associazione|volontari',
    'vizinh\\p{L}*|bairro|bazar|brech[óo]|escola|turma|pais|creche|par[óo]quia|associa[çc][ãa]o|volunt[áa]ri\\p{L}*',
  ].join('|'),
);

function voiceOf(request: string): PieceVoice | null {
  if (SHOP.test(request)) return 'shop';
  return COMMUNITY.test(request) ? 'community' : null;
}

/** A notice to put up or send round: a flyer, a poster, a sign, an announcement. */
const NOTICE_ASK = W(
  [
    // "sign up", "sign in", "notice that": the verbs name no notice.
    'flyers?|fliers?|posters?|signs?(?! (?:up|in|on|off|out))|leaflets?|notices?(?! (?:that|how|if|when))|announcements?|newsletter blurbs?',
    'carteles|cartel|volantes?|folletos?|letreros?|anuncios?|avisos?',
    'affiches?|affichettes?|tracts?|pancartes?|annonces?',
    'flyer|plakate?|aushang|aushänge|handzettel|schild|ankündigung(?:en)?',
    'volantin[oi]|locandin[ae]|cartell[oi]|avvis[oi]|annunci?o?',
    'cartaz(?:es)?|panfletos?|folhetos?|placas?|an[úu]ncios?|avisos?',
  ].join('|'),
);

/**
 * "A flyer for my dog walking business", "un cartel para la fiesta del barrio": a notice for a
 * small shop or a local group gets that voice instead of "a skilled writer who adapts style";
 * null when it is no notice or the voice is unclear.
 */
export function noticeVoice(analysis: Analysis): string | null {
  if (!NOTICE_ASK.test(analysis.request)) return null;
  const voice = voiceOf(analysis.request);
  const roles = PIECE_ROLES[scaffoldKey(analysis)] ?? PIECE_ROLES[analysis.language];
  return voice && roles ? roles[voice] : null;
}

/** Lines that shape one form or one kind's answer: each piece gets its own line instead. */
function singleShapeLines(scaffold: Scaffold, key: string, language: string): Set<string> {
  const forms = FORM_TEXTS[key] ?? FORM_TEXTS[language];
  const short = SHORT_FORM_LINES[key] ?? SHORT_FORM_LINES[language];
  return new Set([
    ...Object.values(scaffold.guidance).flat(),
    ...scaffold.recommends,
    ...Object.values(scaffold.formats),
    ...Object.values(forms ?? {}).flatMap((f) => f.guidance),
    ...(short
      ? [
          short.distinct,
          short.pick,
          short.tweet,
          short.thread,
          short.sms,
          ...Object.values(short.bounds).flatMap((b) => [b.each, b.one]),
        ]
      : []),
  ]);
}

/** Stock role lines that name one form or none: "a skilled writer", "an experienced host". */
function stockRoles(scaffold: Scaffold, key: string, language: string): Set<string> {
  const forms = FORM_TEXTS[key] ?? FORM_TEXTS[language];
  const short = SHORT_FORM_LINES[key] ?? SHORT_FORM_LINES[language];
  return new Set([
    ...Object.values(scaffold.roles).filter((r): r is string => typeof r === 'string'),
    ...Object.values(forms ?? {}).map((f) => f.role),
    ...(short ? Object.values(short.roles) : []),
  ]);
}

/** "Write 3 things: 1. a caption 2. a sign": the user's numbered items, one a line. */
function numberedLines(task: string): string {
  return task
    .replace(/[,;]?\s+(\d{1,2}[.)])\s+(\S)/gu, (_, n: string, c: string) => `\n${n} ${c.toUpperCase()}`)
    .replace(/([^.!?…:\n])(?=\n|$)/gu, '$1.');
}

export function severalPieces(
  analysis: Analysis,
  scaffold: Scaffold,
  found: Pieces,
  shaped: PiecesShape,
  userRole: boolean,
  brief: boolean,
): PiecesShape | null {
  const texts = PIECE_TEXTS[analysis.language];
  if (!texts) return null;
  const key = scaffoldKey(analysis);
  const single = singleShapeLines(scaffold, key, analysis.language);
  const addNoFacts = MATERIAL_TEXTS[key]?.addNoFacts ?? MATERIAL_TEXTS[analysis.language]?.addNoFacts;
  // An email and its follow-up share one line: the same bound twice reads as a repeat.
  const byForm = new Map<PieceForm, string[]>();
  for (const p of found.pieces)
    if (p.form !== null && !p.sized) byForm.set(p.form, [...(byForm.get(p.form) ?? []), p.label]);
  // French typography puts a non-breaking space before its colon.
  const colon = analysis.language === 'fr' ? '\u00a0:' : ':';
  const bounds = [...byForm].map(([form, labels]) => `${labels.join(' / ')}${colon} ${texts.bounds[form]}.`);
  const kept = shaped.guidance
    .filter((line) => !single.has(line))
    // "Keep these exactly as written: 14 June. Add no facts I have not given.": our facts line says the rest.
    .map((line) =>
      addNoFacts && line.endsWith(addNoFacts) ? line.slice(0, -addNoFacts.length).trim() : line,
    )
    .filter((line) => line !== '');
  const layout = texts.layout(found.pieces.length);
  // Practical pieces (a flyer, a reminder) carry the event's facts; a poem and a story have none.
  const guidance = bounds.length > 0 ? [...bounds, ...kept, texts.facts] : kept;
  const voice = voiceOf(analysis.request);
  const roles = PIECE_ROLES[key] ?? PIECE_ROLES[analysis.language];
  const ours = shaped.role !== null && stockRoles(scaffold, key, analysis.language).has(shaped.role);
  // A stock role, or none for want of a sure kind: the voice of every piece, when it is clear.
  const role =
    userRole || (!ours && shaped.role !== null) ? shaped.role : voice && roles ? roles[voice] : null;
  return {
    task: found.inlineNumbers ? numberedLines(shaped.task) : shaped.task,
    role,
    guidance: brief ? [layout, ...guidance] : guidance,
    format: brief ? null : layout,
  };
}
