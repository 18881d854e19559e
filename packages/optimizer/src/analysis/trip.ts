/**
 * A trip: "a weekend in Seville", "un finde en Bilbao", "ein Wochenende in Wien", or a named trip
 * word. Its plan is a travel plan, whatever else it mentions (a budget, a dinner, a gym): those
 * are parts of the trip, not its subject, and "explain how to organise it" still asks for the plan.
 */

/** A short stay somewhere named (capitalised place): case-sensitive on purpose. */
const STAY_IN_PLACE =
  /(?<![\p{L}])(?:[Ww]eekend|[Ww]eek-end|[Ff]in de semana|[Ff]inde|[Ee]scapada|[Ww]ochenende|[Ff]im de semana|[Gg]etaway|[Cc]ity break|\d+ (?:days?|días|jours|Tage[n]?|giorni|dias))(?: (?:trip|de \d+ días|lungo|prolongado))? (?:in|to|at|a|à|au|en|em|no|na|nach|in|al|ad|por|\u00fcber|a la|aux) (?:[\p{Lu}][\p{L}'’-]+)/u;

/** Named trip words in the six languages. */
const TRIP_WORD =
  /(?<![\p{L}])(?:trips?|itinerar(?:y|ies)|road ?trip|city break|getaway|viajes?|itinerarios?|escapadas?|voyages?|itin[ée]raires?|séjours?|reisen?|reiseplan|kurztrip|städtereise|viaggi[oa]?|gita|itinerari[oa]?|viagem|viagens|roteiros?|passeio)(?![\p{L}])/iu;

/** Asking for the trip to be planned or organised (or explained how to). */
const PLAN_VERB =
  /(?<![\p{L}])(?:plan\w*|organi[sz]\w*|prepar\w*|itinerar\w*|program\w*|planea\w*|planifi\w*|planej\w*|pianific\w*|organizz\w*|planen|plane|planung|organisier\w*|mont(?:ar|e|a)r?|roteiro|itinerario)(?![\p{L}])/iu;

/** The request names a trip (a trip word or a short stay in a named place). */
export function namesTrip(request: string): boolean {
  return TRIP_WORD.test(request) || STAY_IN_PLACE.test(request);
}

/** The request asks for a trip to be planned: the plan kind with the travel role. */
export function plansTrip(request: string): boolean {
  return namesTrip(request) && PLAN_VERB.test(request);
}
