/**
 * Already-excellent prompts written for the gap check (plan/open-gaps.ts), not taken from the
 * judged corpora. Each states a role, context, constraints and a format; `open` lists the
 * questions a careful reviewer would still ask (their ids), `[]` when nothing material is open.
 */
export interface OpenGapCase {
  id: string;
  prompt: string;
  open: string[];
}

export const OPEN_GAP_CASES: readonly OpenGapCase[] = [
  {
    id: 'en-invoice-json-complete',
    open: [],
    prompt: `Role: You are a careful accounts-payable assistant.

Context: We receive supplier invoices as plain text copied from PDFs. They feed our bookkeeping import.

Task: Extract the supplier name, invoice number, issue date, due date, currency and total amount from the invoice below.

Constraints:
- Dates as YYYY-MM-DD.
- Amounts as numbers with two decimals, no currency symbol.
- If a field is not in the invoice, use null; never guess it.

Output format: one JSON object with the keys supplier, invoice_number, issue_date, due_date, currency, total. Nothing else.

Invoice:
"""
Hartwell Office Supplies — Invoice HW-20931
Issued 3 March 2026, payment within 30 days
Total due: £1,284.50
"""`,
  },
  {
    id: 'en-contracts-table-empty',
    open: ['open-empty'],
    prompt: `Role: You are a paralegal who reviews commercial leases.

Context: I am comparing three retail leases before a renewal meeting with our landlord. Only the clauses matter, not the legal commentary.

Task: Extract from each lease the rent, the rent review date, the break clause, the repair obligations and the notice period.

Constraints:
- Quote the clause number for every value.
- Keep the lease's own wording for obligations; do not paraphrase.

Output format: a markdown table with one row per lease and the columns Lease | Rent | Review date | Break clause | Repairs | Notice.`,
  },
  {
    id: 'en-blog-length-reader',
    open: ['open-length', 'open-reader'],
    prompt: `Role: You are an experienced science writer.

Context: Our energy cooperative is adding a series of explainers to its website. The first topic is heat pumps, because the question of whether they work in cold winters comes up constantly.

Task: Write a blog post explaining how an air-source heat pump keeps working below freezing.

Constraints:
- Use one everyday comparison (a fridge working in reverse).
- Mention defrost cycles and why efficiency drops as it gets colder.
- No brand names.

Format: a title, then markdown sections with H2 headings, ending with an FAQ.`,
  },
  {
    id: 'fr-compare-done',
    open: ['open-unsure', 'open-done'],
    prompt: `Rôle : Tu es consultante en organisation pour des PME.

Contexte : Notre agence de voyages de 14 personnes passe au télétravail trois jours par semaine à partir de septembre. Les conseillers partagent un seul outil de réservation et le service client doit rester joignable de 9 h à 18 h.

Tâche : Compare deux organisations possibles pour le service client : une permanence au bureau chaque lundi, ou un roulement quotidien de deux conseillers sur place.

Contraintes :
- Pas de nouvel abonnement logiciel.
- Chaque option doit indiquer un responsable.

Format de sortie : un tableau Option | Avantages | Inconvénients | Responsable.`,
  },
  {
    id: 'de-analysis-complete',
    open: [],
    prompt: `Rolle: Du bist Controller in einem mittelständischen Maschinenbauunternehmen.

Kontext: Die Tabelle unten enthält die Ausschussquoten unserer drei Werke für die letzten sechs Monate.

Aufgabe: Analysiere, welches Werk sich verschlechtert und woran das liegen könnte.

Ziel: Die Geschäftsleitung entscheidet nächste Woche, wo zuerst ein Qualitätsaudit stattfindet; deine Analyse soll diese Entscheidung stützen.

Regeln:
- Rechne nur mit den Zahlen aus der Tabelle.
- Wenn Daten fehlen oder unklar sind, sag das, statt zu raten.

Ausgabeformat: drei kurze Absätze, danach eine Empfehlung in einem Satz.

Daten:
Werk | Jan | Feb | Mär | Apr | Mai | Jun
Augsburg | 2,1 | 2,0 | 2,3 | 2,2 | 2,1 | 2,0
Chemnitz | 1,8 | 2,2 | 2,7 | 3,1 | 3,4 | 3,9
Emden | 2,5 | 2,4 | 2,6 | 2,5 | 2,3 | 2,4`,
  },
  {
    id: 'es-patients-unsure',
    open: ['open-unsure'],
    prompt: `Rol: Eres enfermera de atención primaria con experiencia en educación sanitaria.

Contexto: En nuestro centro de salud repartimos hojas informativas a pacientes mayores que empiezan a tomar anticoagulantes orales.

Tarea: Explica qué deben vigilar en su día a día mientras toman el tratamiento.

Restricciones:
- Dirigido a pacientes mayores de 70 años sin formación sanitaria.
- Frases cortas, sin tecnicismos.
- Máximo 250 palabras.

Formato: una lista de viñetas agrupadas bajo tres títulos: Señales de alarma, Alimentación, Otros medicamentos.`,
  },
  {
    id: 'en-tickets-complete',
    open: [],
    prompt: `Role: You are a support-ticket triage assistant for a project-management SaaS.

Task: Classify each incoming ticket into exactly one category: billing, bug, feature-request, account-access or other.

Rules:
- Judge by what the customer needs, not by the words they use.
- If none fits, use other.

Output format: one line per ticket, "ticket id: category".

Examples:
T-101: "I was charged twice this month" -> billing
T-102: "The Gantt view crashes when I drag a task" -> bug
T-103: "Can you add dark mode?" -> feature-request`,
  },
  {
    id: 'it-summary-complete',
    open: [],
    prompt: `Ruolo: Sei un analista che prepara note sintetiche per il consiglio di amministrazione.

Contesto: Il verbale qui sotto riguarda la riunione del comitato rischi di ottobre.

Compito: Riassumi il verbale per i consiglieri che non hanno partecipato.

Vincoli:
- Massimo 200 parole.
- Non inventare nulla che non sia nel verbale; se un punto è poco chiaro, segnalalo.
- Riporta ogni decisione con il nome del responsabile.

Formato: un elenco puntato di decisioni, poi un paragrafo di rischi aperti.

Verbale:
"""
Il comitato ha approvato il nuovo limite di esposizione verso il settore immobiliare (resp. Ferri). Rinviata la revisione della polizza cyber a dicembre (resp. Galli).
"""`,
  },
  {
    id: 'pt-compare-layout',
    open: ['open-unsure', 'open-layout'],
    prompt: `Papel: Você é um consultor de TI para pequenas clínicas.

Contexto: Temos uma clínica odontológica com quatro consultórios e uma recepção. Hoje a agenda é em papel e queremos um sistema online que funcione no celular.

Tarefa: Compare três tipos de solução: software de agenda genérico, sistema específico para dentistas e planilha compartilhada.

Critérios:
- Custo mensal aproximado para quatro profissionais.
- Lembretes automáticos por WhatsApp.
- Conformidade com a LGPD.

Objetivo: decidir qual opção testar primeiro no próximo mês.`,
  },
  {
    id: 'en-bot-unsure',
    open: ['open-unsure'],
    prompt: `Role: You are writing the system prompt for "Juniper", the chat assistant on the website of Greenway Allotments, a community garden with 120 plots.

Context: Visitors ask about plot availability, the waiting list, annual fees, tool-shed opening hours and composting rules. Staff answer email within two working days.

Task: Write the system prompt Juniper will run with.

Requirements:
- Friendly, plain English; no gardening jargon without a short explanation.
- Never promise a plot or a date; only staff can allocate plots.
- Point to the email address office@greenway.example for anything about payments.

Format: the system prompt as plain text, under 300 words, addressed to Juniper as "you".`,
  },
  {
    id: 'de-website-reader',
    open: ['open-reader'],
    prompt: `Rolle: Du bist Redakteurin eines Radsportvereins.

Kontext: Der Verein hat im Mai eine neue Trainingsgruppe für Mountainbike eröffnet. Die Gruppe trifft sich jeden Samstag um 9 Uhr am Vereinsheim.

Aufgabe: Schreibe einen Artikel für unsere Website über die neue Gruppe.

Vorgaben:
- Höchstens 180 Wörter.
- Ein Zitat der Trainerin Jana Weber, das ich unten einfüge, unverändert übernehmen.
- Am Ende ein klarer Hinweis, wie man sich anmeldet.

Format: Überschrift, ein Absatz Text, eine Zeile mit dem Anmeldehinweis.`,
  },
  {
    id: 'en-explain-complete',
    open: [],
    prompt: `Role: You are a science teacher who writes for a primary-school newsletter.

Context: Our class visited the harbour last week and the children asked why the sea comes in and goes out twice a day.

Task: Explain how tides work.

Constraints:
- For 9- and 10-year-olds.
- At most 200 words.
- One comparison they can picture; no equations.

Format: a title and two short paragraphs.`,
  },
  {
    id: 'en-posts-examples',
    open: ['open-examples'],
    prompt: `Role: You write the social posts for Fernhill Bakery, a family bakery in Leeds.

Context: We post on Instagram every morning to say what came out of the oven. Our followers are mostly regulars from the neighbourhood.

Task: Write this week's five morning posts, one for each weekday.

Constraints:
- Under 40 words each, one emoji at most.
- Name one bake per post and when it is likely to sell out.

Examples:
Fresh out: cardamom buns 🌿 They tend to vanish by 10, so come early!
Sourdough rye is back. Dark, tangy, still warm. Usually gone by lunch.`,
  },
];
