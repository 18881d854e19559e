import { describe, expect, it } from 'vitest';
import { classify } from './classify';
import { CONFIDENT, type Material, type TaskKind, type WordLanguage } from './types';

const code = (content: string, lang: string | null = null): Material => ({
  kind: 'code',
  label: null,
  lang,
  content,
});
const text = (content: string, label: string | null = null): Material => ({
  kind: 'text',
  label,
  lang: null,
  content,
});
const email = (content: string): Material => ({ kind: 'email', label: null, lang: null, content });
const table = (content: string): Material => ({ kind: 'table', label: null, lang: null, content });
const json = (content: string): Material => ({ kind: 'json', label: null, lang: null, content });
const list = (content: string): Material => ({ kind: 'list', label: null, lang: null, content });
const log = (content: string): Material => ({ kind: 'log', label: null, lang: null, content });

interface Case {
  r: string;
  m?: Material[];
  lang?: WordLanguage;
  /** null: any kind, only the confidence matters (an ambiguous request). */
  kind: TaskKind | null;
  /** Expected side of CONFIDENT; true unless said otherwise. */
  sure?: boolean;
  deliverable?: string | null;
  pl?: string | null;
}

const EMAILS = [
  email(
    'From: Dana Whitfield <dana@northwind.io>\nHi, this is Dana from Northwind. Could we meet on June 3 to go over the renewal?',
  ),
  email(
    'From: Li Wei <li.wei@harbor.co>\nHello, Li from Harbor Logistics here. Is Thursday the 12th ok for a call?',
  ),
];
const PY = code('def average(xs):\n    return sum(xs) / len(xs)\n\nprint(average([]))', 'python');
const JS = code('const total = items.reduce((a, b) => a + b.price);\nconsole.log(total.toFixed(2));');
const SALES = table('month,region,revenue\nJan,North,12000\nFeb,North,9000\nMar,North,15500\nJan,South,8000');
const SCHEMA = code(
  'CREATE TABLE orders (id int, customer_id int, total numeric, created_at date);\nCREATE TABLE customers (id int, name text, country text);',
  'sql',
);
const DRAFT = text(
  'hi all, so basicaly the launch is moved to next week becuase QA found stuff. sorry. more soon',
);
const ARTICLE = text(
  'Remote work has reshaped cities. Office vacancies rose to 19% in 2024 while suburban rents climbed...',
);

const cases: Case[] = [
  // --- the old engine's failures, new prompts of the same shape ---
  {
    r: 'grab the contact name, their company, phone number and the date they proposed from both emails below and return JSON',
    m: EMAILS,
    kind: 'extract',
  },
  {
    r: 'pull out the sender name, company, email and meeting date from these as a table',
    m: EMAILS,
    kind: 'extract',
  },
  {
    r: 'write a system prompt for our returns assistant. it should tell customers to email returns@shoply.com when a label is missing',
    kind: 'system-prompt',
    deliverable: 'system prompt',
  },
  {
    r: 'can you write the instructions for our onboarding bot? it answers new hires questions about payroll',
    kind: 'system-prompt',
  },
  { r: 'improve my linkedin summary', kind: 'edit', deliverable: 'linkedin summary' },
  { r: 'make my cv sound less junior', kind: 'edit' },
  { r: 'polish my cover letter, it feels flat', kind: 'edit', deliverable: 'cover letter' },
  {
    r: 'escríbeme un correo para mi casero pidiendo que arregle la calefacción, no demasiado largo',
    lang: 'es',
    kind: 'write',
    deliverable: 'correo',
  },
  {
    r: 'A bakery sells muffins at $3 and cookies at $1.50. Sam spent $18 and bought twice as many cookies as muffins. How many muffins did he buy?',
    kind: 'math',
  },
  { r: 'If 3 workers paint a fence in 6 hours, how long would 4 workers take?', kind: 'math' },

  // --- write ---
  {
    r: 'Write a cover letter for a junior data analyst role at a hospital',
    kind: 'write',
    deliverable: 'cover letter',
  },
  { r: 'i need a haiku about my cat ignoring me', kind: 'write', deliverable: 'haiku' },
  {
    r: 'write 3 tweets announcing our summer sale, each under 280 characters',
    kind: 'write',
    deliverable: 'tweets',
  },
  {
    r: 'draft a polite email to my landlord asking to fix the heating so I can finally sleep',
    kind: 'write',
    deliverable: 'email',
  },
  { r: 'can u write a short bday message for my sister', kind: 'write', deliverable: 'bday message' },
  {
    r: 'Compose a wedding toast for my best friend Sam, funny but not roasting him',
    kind: 'write',
    deliverable: 'wedding toast',
  },
  {
    r: 'write a product description for a bamboo toothbrush',
    kind: 'write',
    deliverable: 'product description',
  },
  {
    r: 'tell me a bedtime story about a dragon who is scared of the dark',
    kind: 'write',
    deliverable: 'bedtime story',
  },
  { r: 'write a youtube script about budgeting for students', kind: 'write', deliverable: 'youtube script' },
  { r: 'reply to this email and say we can do Tuesday', m: [EMAILS[0]!], kind: 'write' },
  {
    r: 'turn these notes into an email to the team',
    m: [text('- launch moved to 14th\n- QA needs 2 more days\n- demo friday')],
    kind: 'write',
    deliverable: 'email',
  },
  { r: 'write about my trip to Japan', kind: 'write' },
  { r: 'poem', kind: 'write', deliverable: 'poem' },
  { r: 'a poem for my mum turning 60', kind: 'write', deliverable: 'poem' },
  { r: 'Hazme un poema corto para el cumple de mi abuela', lang: 'es', kind: 'write', deliverable: 'poema' },
  {
    r: 'Écris une lettre de motivation pour un poste de serveur',
    lang: 'fr',
    kind: 'write',
    deliverable: 'lettre de motivation',
  },
  {
    r: 'je veux un discours pour le mariage de ma soeur',
    lang: 'fr',
    kind: 'write',
    deliverable: 'discours',
  },
  {
    r: 'Schreib mir eine E-Mail an meinen Vermieter wegen der kaputten Heizung',
    lang: 'de',
    kind: 'write',
    deliverable: 'E-Mail',
  },
  {
    r: 'ich brauche ein Gedicht zum Geburtstag meiner Oma',
    lang: 'de',
    kind: 'write',
    deliverable: 'Gedicht',
  },
  { r: 'scrivi un post per linkedin sul mio nuovo lavoro', lang: 'it', kind: 'write', deliverable: 'post' },
  {
    r: 'mi serve una lettera di presentazione per uno stage',
    lang: 'it',
    kind: 'write',
    deliverable: 'lettera di presentazione',
  },
  {
    r: 'escreva um email pro meu chefe pedindo folga na sexta',
    lang: 'pt',
    kind: 'write',
    deliverable: 'email',
  },
  {
    r: 'preciso de uma carta de apresentação para vaga de designer',
    lang: 'pt',
    kind: 'write',
    deliverable: 'carta de apresentação',
  },

  // --- edit ---
  { r: 'make it sound more professional', m: [DRAFT], kind: 'edit' },
  { r: 'proofread this pls', m: [DRAFT], kind: 'edit' },
  { r: "Here's my draft, can you tighten it and fix the typos?", m: [DRAFT], kind: 'edit' },
  { r: 'rewrite this paragraph for a 10 year old audience', m: [ARTICLE], kind: 'edit' },
  { r: 'improve my essay intro', kind: 'edit' },
  { r: 'mejora mi resumen de linkedin', lang: 'es', kind: 'edit', deliverable: 'resumen de linkedin' },
  {
    r: 'corrige este texto por favor',
    m: [text('ayer fuimos al cine y la peli estubo muy buena')],
    lang: 'es',
    kind: 'edit',
  },
  { r: 'améliore mon CV', lang: 'fr', kind: 'edit', deliverable: 'CV' },
  {
    r: 'reformule ce mail pour qu il soit plus poli',
    m: [email('Envoyez-moi le rapport. Maintenant.')],
    lang: 'fr',
    kind: 'edit',
  },
  { r: 'Verbessere meinen Lebenslauf', lang: 'de', kind: 'edit', deliverable: 'Lebenslauf' },
  {
    r: 'korrigiere bitte diesen Text',
    m: [text('Ich habe gestern ein Buch gelest.')],
    lang: 'de',
    kind: 'edit',
  },
  {
    r: 'migliora questa mail, è troppo fredda',
    m: [email('Buongiorno, allego il preventivo. Saluti.')],
    lang: 'it',
    kind: 'edit',
  },
  { r: 'riscrivi il mio curriculum in modo più professionale', lang: 'it', kind: 'edit' },
  { r: 'melhore meu currículo', lang: 'pt', kind: 'edit', deliverable: 'currículo' },
  { r: 'revisa esse texto e deixa mais formal', m: [DRAFT], lang: 'pt', kind: 'edit' },

  // --- summarize ---
  { r: 'summarize this so I can email my boss', m: [ARTICLE], kind: 'summarize' },
  { r: 'tl;dr pls', m: [ARTICLE], kind: 'summarize' },
  {
    r: 'Summarise the key points of the meeting transcript in 5 bullets',
    m: [text('Anna: ok so budget...')],
    kind: 'summarize',
  },
  { r: 'give me a summary of this article', m: [ARTICLE], kind: 'summarize', deliverable: 'summary' },
  { r: 'resume este artículo en 3 frases', m: [ARTICLE], lang: 'es', kind: 'summarize' },
  { r: 'résume ce texte en 5 points', m: [ARTICLE], lang: 'fr', kind: 'summarize' },
  { r: 'Fasse diesen Artikel zusammen', m: [ARTICLE], lang: 'de', kind: 'summarize' },
  { r: 'riassumi questo articolo', m: [ARTICLE], lang: 'it', kind: 'summarize' },
  { r: 'resuma esse texto em tópicos', m: [ARTICLE], lang: 'pt', kind: 'summarize' },

  // --- translate ---
  { r: 'translate this into French', m: [text('Our office is closed on Monday.')], kind: 'translate' },
  { r: 'translate "see you tomorrow" to japanese', kind: 'translate' },
  { r: 'how do you say "I am allergic to nuts" in Italian?', kind: 'translate' },
  { r: 'traduce esto al inglés', m: [text('Hola, ¿cómo estás?')], lang: 'es', kind: 'translate' },
  { r: 'traduis ce mail en anglais', m: [email('Bonjour, je vous écris...')], lang: 'fr', kind: 'translate' },
  { r: 'übersetze das ins Englische', m: [text('Guten Morgen')], lang: 'de', kind: 'translate' },
  { r: 'traduci in spagnolo', m: [text('Buongiorno a tutti')], lang: 'it', kind: 'translate' },
  { r: 'traduza para o inglês', m: [text('Bom dia')], lang: 'pt', kind: 'translate' },
  { r: 'convert this python to typescript', m: [PY], kind: 'code', pl: 'typescript' },

  // --- extract ---
  {
    r: 'extract every date and amount from this invoice text',
    m: [text('Invoice 2291 issued 4 March, due 4 April, total 1,240.00 EUR')],
    kind: 'extract',
  },
  { r: 'list all the people mentioned in the article and their roles', m: [ARTICLE], kind: 'extract' },
  { r: 'turn these emails into a table with name, company and date', m: EMAILS, kind: 'extract' },
  { r: 'extrae nombre, empresa y fecha de estos correos en JSON', m: EMAILS, lang: 'es', kind: 'extract' },
  { r: 'extrais les noms et les dates de ces mails', m: EMAILS, lang: 'fr', kind: 'extract' },
  { r: 'extrahiere Name, Firma und Datum aus diesen Mails als JSON', m: EMAILS, lang: 'de', kind: 'extract' },
  { r: 'estrai nome e data da queste email', m: EMAILS, lang: 'it', kind: 'extract' },
  { r: 'extraia os nomes e datas desses emails', m: EMAILS, lang: 'pt', kind: 'extract' },

  // --- classify ---
  {
    r: 'label each review as positive, negative or neutral',
    m: [list('- Love it\n- Broke after a day\n- It is ok')],
    kind: 'classify',
  },
  {
    r: 'categorize these support tickets into billing, bug, or feature request',
    m: [list('1. charged twice\n2. app crashes\n3. dark mode pls')],
    kind: 'classify',
  },
  {
    r: 'tag each of these as urgent or not',
    m: [list('- server down\n- typo on about page')],
    kind: 'classify',
  },
  {
    r: 'clasifica estas reseñas en positivas o negativas',
    m: [list('- genial\n- horrible')],
    lang: 'es',
    kind: 'classify',
  },
  { r: 'classe ces avis par sentiment', m: [list('- super\n- nul')], lang: 'fr', kind: 'classify' },
  {
    r: 'klassifiziere diese Tickets nach Dringlichkeit',
    m: [list('- Server down\n- Tippfehler')],
    lang: 'de',
    kind: 'classify',
  },
  {
    r: 'classifica queste recensioni come positive o negative',
    m: [list('- ottimo\n- pessimo')],
    lang: 'it',
    kind: 'classify',
  },
  {
    r: 'classifique esses comentários em positivo ou negativo',
    m: [list('- ótimo\n- péssimo')],
    lang: 'pt',
    kind: 'classify',
  },

  // --- analyze data ---
  { r: 'what trends do you see here?', m: [SALES], kind: 'analyze-data' },
  { r: 'analyze our Q1 sales and tell me which region is slipping', m: [SALES], kind: 'analyze-data' },
  {
    r: 'any insights from this?',
    m: [json('[{"day":"mon","signups":31},{"day":"tue","signups":12}]')],
    kind: 'analyze-data',
  },
  { r: 'analiza estos datos de ventas', m: [SALES], lang: 'es', kind: 'analyze-data' },
  { r: 'analyse ces données et dis-moi ce qui cloche', m: [SALES], lang: 'fr', kind: 'analyze-data' },
  { r: 'analysiere die Umsatzzahlen', m: [SALES], lang: 'de', kind: 'analyze-data' },
  { r: 'analizza questi dati', m: [SALES], lang: 'it', kind: 'analyze-data' },
  { r: 'analise essa planilha de vendas', m: [SALES], lang: 'pt', kind: 'analyze-data' },

  // --- code ---
  {
    r: 'can u write a python script that renames all the photos in a folder by date taken',
    kind: 'code',
    deliverable: 'python script',
    pl: 'python',
  },
  {
    r: 'write a function in TypeScript that debounces another function',
    kind: 'code',
    deliverable: 'function',
    pl: 'typescript',
  },
  { r: 'I need a regex that matches UK postcodes', kind: 'code', deliverable: 'regex' },
  { r: 'bash one-liner to find files bigger than 1GB', kind: 'code', pl: 'bash' },
  { r: 'build a React component for a star rating input', kind: 'code', deliverable: 'React component' },
  { r: 'refactor this to use async/await', m: [JS], kind: 'code', pl: 'javascript' },
  {
    r: 'escribe una función en python que valide un DNI',
    lang: 'es',
    kind: 'code',
    deliverable: 'función',
    pl: 'python',
  },
  { r: 'écris un script bash qui sauvegarde mon dossier photos', lang: 'fr', kind: 'code', pl: 'bash' },
  {
    r: 'schreib eine Funktion in JavaScript, die Duplikate entfernt',
    lang: 'de',
    kind: 'code',
    deliverable: 'Funktion',
    pl: 'javascript',
  },
  { r: 'scrivi una funzione python che calcola il codice fiscale', lang: 'it', kind: 'code', pl: 'python' },
  { r: 'crie um script em python para renomear arquivos', lang: 'pt', kind: 'code', pl: 'python' },

  // --- debug ---
  { r: "what's wrong with this? it prints an error", m: [PY], kind: 'debug', pl: 'python' },
  { r: 'why does this fail on an empty list', m: [PY], kind: 'debug', pl: 'python' },
  { r: 'review my code', m: [JS], kind: 'debug', pl: 'javascript' },
  { r: 'act as a senior engineer and review this', m: [JS], kind: 'debug' },
  {
    r: 'why am I getting this?',
    m: [log('TypeError: Cannot read properties of undefined (reading "map")\n    at List (List.jsx:12)')],
    kind: 'debug',
  },
  { r: 'fix this', m: [JS], kind: 'debug' },
  { r: '¿por qué falla este código?', m: [PY], lang: 'es', kind: 'debug', pl: 'python' },
  { r: 'pourquoi ça plante ?', m: [JS], lang: 'fr', kind: 'debug' },
  { r: 'warum funktioniert das nicht?', m: [PY], lang: 'de', kind: 'debug' },
  { r: 'perché non funziona questo codice?', m: [JS], lang: 'it', kind: 'debug' },
  { r: 'por que esse código não funciona?', m: [PY], lang: 'pt', kind: 'debug' },

  // --- tests ---
  { r: 'write unit tests for this', m: [PY], kind: 'tests', deliverable: 'unit tests', pl: 'python' },
  { r: 'add jest tests covering the edge cases', m: [JS], kind: 'tests' },
  { r: 'escribe tests para esta función', m: [PY], lang: 'es', kind: 'tests', pl: 'python' },
  { r: 'écris des tests unitaires pour cette fonction', m: [JS], lang: 'fr', kind: 'tests' },
  { r: 'schreib Unit-Tests für diese Funktion', m: [PY], lang: 'de', kind: 'tests' },
  { r: 'scrivi i test per questa funzione', m: [JS], lang: 'it', kind: 'tests' },
  { r: 'escreva testes para essa função', m: [PY], lang: 'pt', kind: 'tests' },

  // --- sql ---
  {
    r: 'write a sql query for the top 10 customers by total spend this year',
    m: [SCHEMA],
    kind: 'sql',
    deliverable: 'sql query',
    pl: 'sql',
  },
  { r: 'give me a query to find customers who never ordered', m: [SCHEMA], kind: 'sql', pl: 'sql' },
  {
    r: 'necesito una consulta SQL para sacar los pedidos del último mes',
    m: [SCHEMA],
    lang: 'es',
    kind: 'sql',
    pl: 'sql',
  },
  {
    r: 'écris une requête SQL qui compte les commandes par pays',
    m: [SCHEMA],
    lang: 'fr',
    kind: 'sql',
    pl: 'sql',
  },

  // --- explain ---
  { r: 'explain black holes to a 10-year-old', kind: 'explain' },
  { r: 'teach me how compound interest works', kind: 'explain' },
  { r: 'what does this code do?', m: [JS], kind: 'explain' },
  { r: 'how does DNS work, like im 5', kind: 'explain' },
  { r: 'explícame la inflación como si tuviera 10 años', lang: 'es', kind: 'explain' },
  { r: 'explique-moi la photosynthèse simplement', lang: 'fr', kind: 'explain' },
  { r: 'erklär mir Blockchain für Anfänger', lang: 'de', kind: 'explain' },
  { r: 'spiegami la relatività in parole semplici', lang: 'it', kind: 'explain' },
  { r: 'me explica o que é inflação', lang: 'pt', kind: 'explain' },

  // --- math ---
  { r: 'solve 3x + 7 = 22', kind: 'math' },
  { r: 'what is the probability of rolling two sixes with 2 dice?', kind: 'math' },
  {
    r: 'Un tren sale a las 8 a 90 km/h y otro a las 9 a 120 km/h. ¿A qué hora alcanza el segundo al primero?',
    lang: 'es',
    kind: 'math',
  },
  {
    r: 'Marie a 24 billes et en donne 3 à chacun de ses 5 amis. Combien lui en reste-t-il ?',
    lang: 'fr',
    kind: 'math',
  },
  { r: 'Löse die Gleichung 2x - 4 = 10', lang: 'de', kind: 'math' },
  { r: 'Luca ha 12 mele e ne mangia 3 al giorno. Quanti giorni gli durano?', lang: 'it', kind: 'math' },
  { r: 'calcule 15% de 240', lang: 'pt', kind: 'math' },

  // --- brainstorm ---
  { r: 'give me 20 names for a dog grooming business', kind: 'brainstorm', deliverable: 'names' },
  { r: 'gimme ideas for a 30th birthday party', kind: 'brainstorm' },
  { r: 'brainstorm blog post topics for a plant shop', kind: 'brainstorm' },
  { r: 'come up with a name for my podcast about chess', kind: 'brainstorm', deliverable: 'name' },
  { r: 'dame 10 nombres para una cafetería', lang: 'es', kind: 'brainstorm', deliverable: 'nombres' },
  { r: 'propose-moi des idées de cadeaux pour mon père', lang: 'fr', kind: 'brainstorm' },
  { r: 'gib mir 15 Namen für mein Café', lang: 'de', kind: 'brainstorm', deliverable: 'Namen' },
  { r: 'dammi 10 idee per una festa a tema', lang: 'it', kind: 'brainstorm', deliverable: 'idee' },
  { r: 'me dá ideias de nomes para uma padaria', lang: 'pt', kind: 'brainstorm' },

  // --- plan ---
  { r: 'make me a 90-day plan to learn spanish from zero', kind: 'plan', deliverable: '90-day plan' },
  { r: 'plan a 5 day trip to Lisbon with two kids', kind: 'plan' },
  { r: 'create a 3 day itinerary for Rome', kind: 'plan', deliverable: '3 day itinerary' },
  { r: 'workout', kind: 'plan', deliverable: 'workout' },
  {
    r: 'i need a morning routine that fits before a 7am shift',
    kind: 'plan',
    deliverable: 'morning routine',
  },
  {
    r: 'hazme una rutina de ejercicios para casa',
    lang: 'es',
    kind: 'plan',
    deliverable: 'rutina de ejercicios',
  },
  { r: 'planifie mon voyage de 4 jours à Berlin', lang: 'fr', kind: 'plan' },
  {
    r: 'erstelle mir einen Trainingsplan für 8 Wochen',
    lang: 'de',
    kind: 'plan',
    deliverable: 'Trainingsplan',
  },
  { r: 'organizzami una settimana di pasti sani', lang: 'it', kind: 'plan' },
  { r: 'monte um cronograma de estudos para o ENEM', lang: 'pt', kind: 'plan', deliverable: 'cronograma' },

  // --- system prompt ---
  {
    r: 'act as a friendly persona for our banking assistant: never give investment advice',
    kind: 'system-prompt',
  },
  { r: 'design a system message for a custom GPT that reviews contracts', kind: 'system-prompt' },
  { r: 'escribe un prompt de sistema para nuestro bot de soporte', lang: 'es', kind: 'system-prompt' },
  { r: 'rédige un prompt système pour notre assistant de réservation', lang: 'fr', kind: 'system-prompt' },

  // --- roleplay ---
  { r: 'act as my spanish tutor and quiz me on irregular verbs', kind: 'roleplay' },
  {
    r: 'pretend you are a hiring manager and interview me for a PM role, one question at a time',
    kind: 'roleplay',
  },
  { r: 'be my dungeon master for a short fantasy game', kind: 'roleplay' },
  { r: 'actúa como entrevistador y hazme preguntas para un puesto de ventas', lang: 'es', kind: 'roleplay' },
  { r: 'sois mon prof d allemand et corrige-moi quand je me trompe', lang: 'fr', kind: 'roleplay' },
  { r: 'sei mein Vorstellungsgespräch-Coach und frag mich ab', lang: 'de', kind: 'roleplay' },
  { r: 'fai finta di essere un cliente arrabbiato, voglio fare pratica', lang: 'it', kind: 'roleplay' },
  { r: 'finja que você é um recrutador e me entreviste', lang: 'pt', kind: 'roleplay' },

  // --- image ---
  { r: 'write a logo prompt for Midjourney: a fox drinking coffee, flat style', kind: 'image' },
  { r: 'prompt for dall-e, an image of a cozy cabin in snow at dusk', kind: 'image' },
  { r: 'generate an image of a robot watering plants, watercolor', kind: 'image' },
  { r: 'crea una imagen de un gato astronauta estilo anime', lang: 'es', kind: 'image' },
  { r: 'dessine-moi un mouton dans le style de Moebius', lang: 'fr', kind: 'image' },

  // --- compare ---
  { r: 'postgres vs mongodb for a small saas', kind: 'compare' },
  { r: 'should I use React or Vue for an internal dashboard?', kind: 'compare' },
  { r: "what's the difference between a Roth IRA and a traditional IRA", kind: 'compare' },
  { r: 'compare the iPhone 15 and Pixel 8 for photography', kind: 'compare' },
  { r: '¿qué es mejor para aprender a programar, Python o JavaScript?', lang: 'es', kind: 'compare' },
  { r: 'quelle est la différence entre un PEA et une assurance vie ?', lang: 'fr', kind: 'compare' },
  { r: 'vergleiche Kindle und Kobo zum Lesen im Bett', lang: 'de', kind: 'compare' },
  { r: 'meglio un mutuo fisso o variabile nel 2025?', lang: 'it', kind: 'compare' },
  { r: 'qual é melhor para iniciantes, Canon ou Nikon?', lang: 'pt', kind: 'compare' },

  // --- question ---
  { r: 'why is the sky blue?', kind: 'question' },
  { r: 'how long should I boil an egg for a runny yolk', kind: 'question' },
  { r: 'who won the 2018 world cup', kind: 'question' },
  { r: '¿cuál es la capital de Australia?', lang: 'es', kind: 'question' },
  { r: 'pourquoi le ciel est bleu', lang: 'fr', kind: 'question' },
  { r: 'wie lange hält gekochter Reis im Kühlschrank?', lang: 'de', kind: 'question' },
  { r: 'quando è stata costruita la torre di Pisa?', lang: 'it', kind: 'question' },
  { r: 'quem inventou o avião?', lang: 'pt', kind: 'question' },

  // --- advice ---
  { r: 'should I quit my stable job to start a bakery?', kind: 'advice' },
  { r: "my cofounder wants to raise money and I don't. what would you do?", kind: 'advice' },
  { r: 'any advice for my first week as a manager?', kind: 'advice' },
  { r: '¿debería mudarme a Madrid por un trabajo mejor pagado?', lang: 'es', kind: 'advice' },
  { r: 'est-ce que je devrais accepter cette offre ?', lang: 'fr', kind: 'advice' },
  { r: 'soll ich meinen Job kündigen?', lang: 'de', kind: 'advice' },
  { r: 'dovrei accettare questa offerta di lavoro?', lang: 'it', kind: 'advice' },
  { r: 'vale a pena fazer mestrado agora?', lang: 'pt', kind: 'advice' },

  // --- shapes that once went wrong here: a role line first, compounds, bare verbs ---
  {
    r: 'You are an expert copywriter. Write a landing page headline for a meal-prep app aimed at nurses.',
    kind: 'write',
    deliverable: 'landing page headline',
  },
  { r: 'what is 17% of 2300', kind: 'math' },
  {
    r: 'Can you check if this email sounds rude?',
    m: [email('Per my last email, send the file today.')],
    kind: 'edit',
  },
  {
    r: 'need 5 catchy subject lines for a black friday email',
    kind: 'brainstorm',
    deliverable: 'subject lines',
  },
  {
    r: 'give me feedback on my pitch deck outline',
    m: [text('1. Problem 2. Solution 3. Market')],
    kind: 'edit',
  },
  { r: 'rate my essay out of 10', m: [text('Since the dawn of time...')], kind: 'edit' },
  { r: 'make a table comparing the iphone and android for a teenager', kind: 'compare' },
  {
    r: 'Ich möchte eine Rede für die Hochzeit meines Bruders',
    lang: 'de',
    kind: 'write',
    deliverable: 'Rede',
  },
  { r: 'rewrite this function to be faster', m: [JS], kind: 'code' },
  { r: 'what does this error mean', m: [log('Error: connect ECONNREFUSED 127.0.0.1:5432')], kind: 'debug' },
  { r: 'debug', kind: null, sure: false },
  {
    r: 'write a prompt for chatgpt to generate quiz questions from my lecture notes',
    kind: null,
    sure: false,
  },
  { r: 'generate 10 fake user records as JSON', kind: null, sure: false },
  { r: 'hey', kind: null, sure: false },

  { r: 'peux-tu me faire un programme de musculation sur 4 semaines', lang: 'fr', kind: 'plan' },
  { r: "c'est quoi la différence entre RAM et ROM", lang: 'fr', kind: 'compare' },
  { r: 'quali sono i pro e contro di vivere a Milano', lang: 'it', kind: 'compare' },
  { r: 'me dá 10 ideias de posts para instagram de uma confeitaria', lang: 'pt', kind: 'brainstorm' },
  { r: 'build me an app', kind: null, sure: false },
  { r: 'kannst du mir eine Einkaufsliste für die Woche machen', lang: 'de', kind: null, sure: false },

  // --- dev-1 corpus shapes (new prompts): lead-in phrases, sources, tutors, schemas, units ---
  {
    r: 'From the three replies below, get each guest’s name, table number and meal choice as JSON.',
    m: [text('Hi, Ana Ruiz here, table 4, fish please'), text('Tom Berg, table 7, the veggie option')],
    kind: 'extract',
  },
  {
    r: 'Using the notes below, write a short update email to the board',
    m: [text('- revenue up 4%\n- hiring paused')],
    kind: 'write',
    deliverable: 'email',
  },
  {
    r: 'turn my interview notes into a table with columns name | team | start date | concerns',
    m: [text('Mia Cole - design - March 3 - wants remote\nRaj, QA, asap, 2 weeks notice')],
    kind: 'extract',
    deliverable: 'table',
  },
  {
    r: 'turn my notes into a spreadsheet: supplier | price | lead time\n\nAcme - 12.50/unit - 3 weeks\nBolt Co, 11 per unit, 6 weeks, min order 500',
    kind: 'extract',
  },
  {
    r: 'be my german tutor. im a beginner. we talk about my day, correct my mistakes after each message',
    kind: 'roleplay',
  },
  {
    r: 'MySQL. Schema:',
    m: [
      code(
        'CREATE TABLE users (id int, name text);\nCREATE TABLE payments (user_id int, amount numeric, paid_at date);',
        'sql',
      ),
    ],
    kind: 'sql',
    pl: 'sql',
  },
  {
    r: 'Postgres. I need the 10 users who paid the most in March, with their total.',
    m: [SCHEMA],
    kind: 'sql',
  },
  {
    r: 'Photovoltaik vs. Solarthermie für ein Reihenhaus, Baujahr 1995, 120 m² – was rechnet sich über 20 Jahre?',
    lang: 'de',
    kind: 'compare',
  },
  { r: 'solve x² - 5x + 6 = 0', kind: 'math' },
  {
    r: 'pull the invoice number, the issue and what the client asks for (refund/credit/other) from this thread. JSON pls',
    m: [text('[09:14] Client: invoice 7781 was charged twice\n[09:15] Agent: sorry about that!')],
    kind: 'extract',
  },
  {
    r: 'get the ticket id, the problem and the customer’s mood from this chat, as JSON\n\n[11:02] Customer: ticket 4410, my router keeps dropping\n[11:03] Agent: have you restarted it?',
    kind: 'extract',
  },
  { r: 'get a quote from the plumber', kind: null, sure: false },
  {
    r: 'make this sound friendlier but keep it brief:\n\nyour invoice is late. pay by friday or we stop the service. regards, accounts',
    kind: 'edit',
  },
  {
    r: 'Un vélo coûte 240 € après une remise de 25 %. Quel était le prix de départ ?',
    lang: 'fr',
    kind: 'math',
  },
  {
    r: 'A shirt costs $45 after a 10% discount and a $5 coupon. What was the original price?',
    kind: 'math',
  },
  {
    r: 'Three boxes are labelled wrongly; one always lies and the others always tell the truth. Which box has the gold?',
    kind: 'math',
  },
  {
    r: 'organizza le cene di una settimana per tre persone, budget 80 euro, niente carne',
    lang: 'it',
    kind: 'plan',
    deliverable: null,
  },
  {
    r: 'hazme un plan de entrenamiento de 8 semanas para correr 10 km',
    lang: 'es',
    kind: 'plan',
    deliverable: 'plan',
  },
  { r: 'write a system prompt for our clinic bot', kind: 'system-prompt' },
  {
    r: 'escribe el prompt de sistema para un chatbot que atiende a los clientes de nuestra bodega',
    lang: 'es',
    kind: 'system-prompt',
  },
  {
    r: 'écris le prompt système d’un chatbot qui répond aux clients de notre gîte',
    lang: 'fr',
    kind: 'system-prompt',
  },
  {
    r: 'schreib den Systemprompt für einen Chatbot, der Kunden unserer Pension antwortet',
    lang: 'de',
    kind: 'system-prompt',
  },
  {
    r: 'scrivi il prompt di sistema per un assistente che risponde ai clienti della nostra cantina',
    lang: 'it',
    kind: 'system-prompt',
  },
  {
    r: 'escreva o prompt de sistema para um chatbot que atende os clientes da nossa pousada',
    lang: 'pt',
    kind: 'system-prompt',
  },
  { r: 'poema', lang: 'es', kind: 'write', deliverable: 'poema' },
  {
    r: '¿Qué le regalo a mi hermano por su cumple? le gusta el ciclismo, máximo 40 euros',
    lang: 'es',
    kind: 'brainstorm',
  },
  { r: "what's a good name for a black rabbit?", kind: 'brainstorm', deliverable: 'name' },
  {
    r: 'my business partner wants to hire his nephew and i dont. how do i tell him without ruining our partnership',
    kind: 'advice',
  },
  {
    r: 'Warum startet mein Dienst nicht?',
    m: [
      log('api-1 | Error: connect ECONNREFUSED 10.0.0.2:6379'),
      code('services:\n  api:\n    build: .', 'yaml'),
    ],
    lang: 'de',
    kind: 'debug',
  },

  // --- ambiguous or thin: must not pretend to know ---
  { r: 'recipes', kind: null, sure: false },
  { r: 'marketing', kind: null, sure: false },
  { r: 'help me with my essay', kind: null, sure: false },
  { r: 'improve my sleep', kind: null, sure: false },
  { r: 'make something cool', kind: null, sure: false },
  { r: 'Japan in April with kids', kind: null, sure: false },
  { r: 'stuff about dogs', kind: null, sure: false },
  { r: '', m: [PY], kind: null, sure: false },
  { r: 'optimize my morning', kind: null, sure: false },
  { r: 'recetas', lang: 'es', kind: null, sure: false },
  { r: 'hilf mir mit meiner Hausarbeit', lang: 'de', kind: null, sure: false },
];

describe('classify', () => {
  it('has a broad set of requests to check', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
  });

  it.each(cases)('$r', (c) => {
    const got = classify({ request: c.r, material: c.m ?? [] }, c.lang ?? 'en');
    if (c.kind) expect(got.kind).toBe(c.kind);
    const sure = c.sure ?? true;
    if (sure) expect(got.confidence).toBeGreaterThanOrEqual(CONFIDENT);
    else expect(got.confidence).toBeLessThan(CONFIDENT);
    if (c.deliverable !== undefined) expect(got.deliverable).toBe(c.deliverable);
    if (c.pl !== undefined) expect(got.programmingLanguage).toBe(c.pl);
  });
});
