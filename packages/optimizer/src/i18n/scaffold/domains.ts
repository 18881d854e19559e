/**
 * Subject areas where a specific expert role helps more than a generic one. Recognised from
 * the request in any of our languages; the role lines are per language, and a language without
 * them keeps the task kind's generic role.
 */
export type Domain =
  | 'pets'
  | 'health'
  | 'legal'
  | 'money'
  | 'cooking'
  | 'fitness'
  | 'travel'
  | 'marketing'
  | 'career'
  | 'management'
  | 'tech-support'
  | 'teaching';

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}])';
const words = (list: string) => new RegExp(`${L}(?:${list})${R}`, 'iu');

export const DOMAIN_WORDS: Readonly<Record<Domain, RegExp>> = {
  pets: words(
    'dogs?|puppy|puppies|cats?|kittens?|vet|pets?|perros?|gatos?|mascotas?|chiens?|chats?|chiots?|hunde?s?|katzen?|welpen?|cani|cane|gatti|gatto|cachorros?|gatos?',
  ),
  health: words(
    'symptoms?|doctor|medication|medicine|pain|fever|diabetes|blood pressure|sleep|headaches?|injur(?:y|ies)|síntomas?|médico|dolor|fiebre|symptômes?|médecin|douleur|fièvre|symptome?|arzt|ärztin|schmerzen?|fieber|sintomi|medico|dolore|febbre|sintomas|dor|febre',
  ),
  legal: words(
    'lease|landlord|tenant|contract|lawsuit|lawyer|legal|deposit|eviction|rights|contrato|casero|inquilino|abogado|fianza|bail|propriétaire|locataire|avocat|mietvertrag|vermieter|mieter|anwalt|kaution|contratto|affitto|inquilino|avvocato|locador|inquilino|advogado|caução',
  ),
  money: words(
    'tax(?:es)?|budget|invest(?:ing|ment)?|savings?|salary|loan|mortgage|debt|retirement|impuestos?|presupuesto|ahorro|hipoteca|impôts?|épargne|prêt|steuern?|sparen|kredit|gehalt|tasse|risparmi|mutuo|stipendio|impostos?|orçamento|poupança|salário|empréstimo|iva|irpf|tva',
  ),
  cooking: words(
    'recipes?|cook(?:ing)?|bake|baking|dinner|meal prep|vegetarian|vegan|recetas?|cocinar|cena|recettes?|cuisiner|dîner|rezepte?|kochen|backen|abendessen|ricett[ae]|cucinare|cena|receitas?|cozinhar|jantar',
  ),
  fitness: words(
    'workout|gym|training plan|half marathon|marathon|running|strength|exercises?|entrenamiento|gimnasio|ejercicios?|entraînement|musculation|salle de sport|training|trainingsplan|fitnessstudio|allenamento|palestra|treino|academia',
  ),
  travel: words(
    'trip|itinerary|vacation|holiday|flights?|hotel|travel|viaje|itinerario|vacaciones|voyage|itinéraire|vacances|reise|urlaub|reiseplan|viaggio|vacanza|viagem|roteiro|férias',
  ),
  marketing: words(
    'marketing|brand|campaign|seo|newsletter|landing page|social media|marca|campaña|marque|campagne|werbung|kampagne|marchio|campagna|campanha',
  ),
  career: words(
    'resume|cv|career|job offer|promotion|interview|curriculum|carrera|entrevista|carrière|entretien|lebenslauf|karriere|vorstellungsgespräch|colloquio|carriera|currículo',
  ),
  management: words(
    'my team|employees?|direct reports?|manager|hiring|performance review|feedback to|mi equipo|empleados?|mon équipe|salariés?|mein team|mitarbeitern?|il mio team|dipendenti|minha equipe|funcionários?',
  ),
  'tech-support': words(
    'laptop|wifi|wi-fi|router|printer|iphone|android|windows|macbook|bluetooth|portátil|impresora|ordinateur|imprimante|drucker|stampante|impressora',
  ),
  teaching: words(
    'students?|pupils?|lesson plan|my class|classroom|teacher|alumnos?|clase|élèves|classe|cours|schüler|unterricht|studenti|alunni|lezione|alunos|aula',
  ),
};

const ORDER: readonly Domain[] = [
  'pets',
  'legal',
  'health',
  'money',
  'career',
  'management',
  'teaching',
  'cooking',
  'fitness',
  'travel',
  'marketing',
  'tech-support',
];

/** The domain named earliest in the request wins ("my dog's diet" is about the dog). */
export function domainOf(request: string): Domain | null {
  let best: Domain | null = null;
  let bestAt = Infinity;
  for (const domain of ORDER) {
    const at = request.search(DOMAIN_WORDS[domain]);
    if (at >= 0 && at < bestAt) {
      best = domain;
      bestAt = at;
    }
  }
  return best;
}

const EN: Readonly<Record<Domain, string>> = {
  pets: 'You are an experienced veterinarian who gives practical, safety-first advice.',
  health:
    'You are a knowledgeable health educator who gives clear, practical information and says when to see a doctor.',
  legal: 'You are an experienced lawyer who explains rights and options in plain language.',
  money: 'You are a certified financial planner who explains trade-offs in plain language.',
  cooking: 'You are an experienced chef and recipe developer.',
  fitness: 'You are a certified personal trainer.',
  travel: 'You are an experienced travel planner.',
  marketing: 'You are a senior marketing strategist.',
  career: 'You are an experienced career coach.',
  management: 'You are an experienced people manager and HR advisor.',
  'tech-support': 'You are a patient tech-support expert.',
  teaching: 'You are an experienced teacher.',
};

export const DOMAIN_ROLES: Readonly<Record<string, Readonly<Record<Domain, string>>>> = { en: EN };
