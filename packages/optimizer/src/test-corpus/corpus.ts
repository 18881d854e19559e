/**
 * Rough prompts the optimizer is tested (and benchmarked) on. `keep` lists phrases that
 * must survive into every optimized prompt on top of the automatic checks (numbers, quoted
 * text, pasted blocks). `lang` is the expected detected language.
 */
export interface CorpusEntry {
  id: string;
  prompt: string;
  lang: string;
  tags?: ReadonlyArray<
    | 'math'
    | 'image'
    | 'code'
    | 'data'
    | 'structured'
    | 'cot'
    | 'examples'
    | 'rating'
    | 'long'
    | 'placeholders'
  >;
  keep?: readonly string[];
}

const PY_CODE = `def average(xs):
    total = 0
    for x in xs:
        total += x
    return total / len(xs)`;

const JS_CODE = `function debounce(fn, ms) {
  let t;
  return (...args) => {
    clearTimeout(t);
    t = setTimeout(() => fn(...args), ms);
  };
}`;

const SQL_CODE = `SELECT c.name, SUM(o.total) AS revenue
FROM customers c JOIN orders o ON o.customer_id = c.id
WHERE o.created_at >= '2024-01-01'
GROUP BY c.name;`;

const CSV = `month,visitors,signups
Jan,12000,340
Feb,13500,410
Mar,11800,295
Apr,15200,520`;

const JSON_DATA = `{
  "product": "Aurora Lamp",
  "price": 49.9,
  "features": ["dimmable", "USB-C", "3 colour modes"]
}`;

export const CORPUS: readonly CorpusEntry[] = [
  // Short, English
  { id: 'blog-remote', prompt: 'write a blog post about remote work', lang: 'en' },
  { id: 'poem-ocean', prompt: 'a poem about the ocean', lang: 'en' },
  { id: 'email-raise', prompt: 'Write an email to my boss asking for a raise.', lang: 'en' },
  { id: 'explain-quantum', prompt: 'explain quantum entanglement', lang: 'en' },
  { id: 'story-short', prompt: 'Write a short story about a robot who learns to paint.', lang: 'en' },
  { id: 'ideas-many', prompt: 'give me many ideas for a birthday party', lang: 'en' },
  { id: 'regex-email', prompt: 'write a regex that validates email addresses', lang: 'en', keep: ['regex'] },
  {
    id: 'question-ww1',
    prompt: 'What were the main causes of World War 1?',
    lang: 'en',
    keep: ['World War 1'],
  },
  { id: 'slogan', prompt: 'catchy slogan for my coffee shop', lang: 'en', keep: ['coffee shop'] },
  {
    id: 'pitch-investors',
    prompt: 'Draft a pitch for investors for our AI scheduling startup.',
    lang: 'en',
    keep: ['AI scheduling startup'],
  },
  // With constraints
  {
    id: 'blog-constraints',
    prompt:
      'Write a 600-word blog post about sleep hygiene for busy parents. Use a friendly tone. Include 3 practical tips and end with a question to the reader. Do not mention medication.',
    lang: 'en',
    keep: ['Do not mention medication', 'friendly'],
  },
  {
    id: 'linkedin-post',
    prompt:
      'Create a LinkedIn post announcing our new office in Berlin, under 150 words, professional but warm, include the hashtag #WeAreHiring',
    lang: 'en',
    keep: ['#WeAreHiring', 'Berlin'],
  },
  {
    id: 'tweet-thread',
    prompt: 'Write a tweet thread (5 tweets, max 280 characters each) about why "boring technology" wins.',
    lang: 'en',
  },
  {
    id: 'product-desc-json',
    prompt:
      'Write a product description for noise-cancelling headphones and return it as JSON with keys "title", "tagline" and "body".',
    lang: 'en',
  },
  {
    id: 'table-compare',
    prompt: 'Compare PostgreSQL, MySQL and SQLite in a table: licensing, concurrency, typical use case.',
    lang: 'en',
    keep: ['PostgreSQL', 'MySQL', 'SQLite'],
  },
  {
    id: 'quiz',
    prompt:
      'Create a quiz with 10 multiple-choice questions on photosynthesis for 8th grade students. Each question must have 4 options and exactly one correct answer.',
    lang: 'en',
  },
  {
    id: 'cover-letter',
    prompt:
      'Write a cover letter for a junior data analyst position at Spotify. Keep it to 3 paragraphs and mention my SQL and Tableau skills.',
    lang: 'en',
    keep: ['Spotify', 'Tableau'],
  },
  {
    id: 'meal-plan',
    prompt:
      'Make a 7-day vegetarian meal plan with 2000 calories per day, no mushrooms, and a shopping list at the end.',
    lang: 'en',
    keep: ['no mushrooms', 'vegetarian'],
  },
  {
    id: 'rating-scale',
    prompt:
      'Review my landing page headline "Ship faster with less stress" and rate it on a scale of 1 to 10 for clarity.',
    lang: 'en',
    tags: ['rating'],
  },
  {
    id: 'agenda',
    prompt: 'Prepare a 45-minute meeting agenda for a quarterly business review with our top 3 clients.',
    lang: 'en',
  },
  // Rambling
  {
    id: 'rambling-bakery',
    prompt:
      "Hi! So I run a small bakery in Lyon and we're opening a second shop next month. I need some kind of announcement, maybe for Instagram? It should sound fun but not cheesy, you know. We have sourdough and croissants that people love. Also mention the opening date is 14 June. Thanks so much!",
    lang: 'en',
    tags: ['long'],
    keep: ['14 June', 'sourdough', 'croissants', 'Instagram'],
  },
  {
    id: 'rambling-thesis',
    prompt:
      'ok so basically I have to write my thesis intro and I am kind of stuck. the topic is microplastics in freshwater lakes in Switzerland. my supervisor said it has to be around 1500 words and cite at least 5 studies but I dont know how to structure it. can you help me write it? it should be academic but readable',
    lang: 'en',
    tags: ['long'],
    keep: ['microplastics', 'Switzerland', '1500 words'],
  },
  {
    id: 'rambling-trip',
    prompt:
      "We're two adults and a 6 year old going to Japan for 10 days in April, budget about 4000 euros not counting flights. Plan our trip? We like nature and food, not so much museums. Please think step by step.",
    lang: 'en',
    tags: ['long', 'cot'],
    keep: ['Japan', 'April', '4000 euros'],
  },
  {
    id: 'rambling-app',
    prompt:
      "i'm building a habit tracker app in react native and i want it to feel motivating. users keep dropping off after a week. what features should i add? i was thinking streaks, but maybe something better. don't suggest paid tiers.",
    lang: 'en',
    tags: ['long'],
    keep: ['react native', "don't suggest paid tiers"],
  },
  // Code
  {
    id: 'code-py-bug',
    prompt: `Fix the bug in this function, it crashes on empty lists:\n\n\`\`\`python\n${PY_CODE}\n\`\`\``,
    lang: 'en',
    tags: ['code'],
  },
  {
    id: 'code-js-explain',
    prompt: `Explain what this code does to a junior developer:\n${JS_CODE}`,
    lang: 'en',
    tags: ['code'],
  },
  {
    id: 'code-sql-optimize',
    prompt: `Optimize this query for PostgreSQL 16, the orders table has 50M rows.\n\n\`\`\`sql\n${SQL_CODE}\n\`\`\``,
    lang: 'en',
    tags: ['code'],
    keep: ['PostgreSQL 16', '50M rows'],
  },
  {
    id: 'code-write-ts',
    prompt:
      'Write a TypeScript function that parses ISO 8601 durations like "PT1H30M" into seconds. No external libraries.',
    lang: 'en',
    keep: ['No external libraries'],
  },
  {
    id: 'code-no-lang',
    prompt: 'write a function that removes duplicates from a list while keeping order',
    lang: 'en',
  },
  { id: 'code-review-missing', prompt: 'Review my code for security issues and suggest fixes.', lang: 'en' },
  {
    id: 'code-tests',
    prompt: `Write unit tests with vitest for this:\n\`\`\`ts\nexport const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));\n\`\`\``,
    lang: 'en',
    tags: ['code'],
  },
  {
    id: 'code-backticks',
    prompt:
      'Convert this markdown snippet to HTML:\n\n````md\nUse `npm test` and then:\n```\nnpm run build\n```\n````',
    lang: 'en',
    tags: ['code'],
  },
  // Data
  {
    id: 'data-csv',
    prompt: `Analyze this data and tell me which month performed best:\n${CSV}`,
    lang: 'en',
    tags: ['data'],
  },
  {
    id: 'data-json',
    prompt: `Write marketing copy for this product, max 80 words:\n${JSON_DATA}`,
    lang: 'en',
    tags: ['data'],
  },
  {
    id: 'data-table',
    prompt:
      'Which team improved most?\n\n| team | Q1 | Q2 |\n|------|----|----|\n| Red  | 40 | 55 |\n| Blue | 60 | 62 |',
    lang: 'en',
    tags: ['data'],
  },
  {
    id: 'data-missing',
    prompt: 'Find trends in my sales data and summarize them in 5 bullet points.',
    lang: 'en',
  },
  {
    id: 'text-summarize',
    prompt:
      'Summarize the following email in 2 sentences:\nHi all, the offsite moved from 3 May to 10 May because the venue flooded. Buses leave at 8:00 from the main entrance. Bring a laptop. Lunch is provided, dinner is not.',
    lang: 'en',
    tags: ['data'],
    keep: ['2 sentences'],
  },
  // Maths
  { id: 'math-quadratic', prompt: 'Solve x^2 - 5x + 6 = 0', lang: 'en', tags: ['math'] },
  {
    id: 'math-integral',
    prompt: 'Compute the integral of x*sin(x) from 0 to pi and explain each step.',
    lang: 'en',
    tags: ['math'],
  },
  {
    id: 'math-probability',
    prompt: 'What is the probability of getting at least two heads in 5 fair coin flips? Think step by step.',
    lang: 'en',
    tags: ['math', 'cot'],
  },
  {
    id: 'math-word',
    prompt:
      'A train leaves at 14:10 going 80 km/h; a second leaves the same station at 14:40 going 120 km/h. When does the second catch up? Calculate it.',
    lang: 'en',
    tags: ['math'],
  },
  // Image
  {
    id: 'image-describe',
    prompt: 'Describe this image in detail and list every object you can see.',
    lang: 'en',
    tags: ['image'],
  },
  {
    id: 'image-chart',
    prompt: 'Look at the attached screenshot of our dashboard and tell me what the chart says about churn.',
    lang: 'en',
    tags: ['image'],
  },
  {
    id: 'image-es',
    prompt: 'Describe esta imagen y dime qué plantas aparecen en ella.',
    lang: 'es',
    tags: ['image'],
  },
  // Placeholders and examples
  {
    id: 'placeholders',
    prompt: 'Write a welcome email to [CUSTOMER NAME] who just bought [PRODUCT]. Sign it as [MY NAME].',
    lang: 'en',
    tags: ['placeholders'],
  },
  {
    id: 'examples',
    prompt: 'Generate 5 product names for a budget travel app.\nExamples:\n- Wandercheap\n- PennyPass',
    lang: 'en',
    tags: ['examples'],
  },
  {
    id: 'role-act-as',
    prompt:
      'Act as a senior UX researcher and write 8 interview questions about how freelancers track invoices.',
    lang: 'en',
    keep: ['senior UX researcher', 'freelancers'],
  },
  {
    id: 'role-you-are',
    prompt: 'You are a sommelier. Recommend three wines under $30 to pair with mushroom risotto.',
    lang: 'en',
    keep: ['sommelier', 'mushroom risotto'],
  },
  { id: 'eli5', prompt: "Explain how vaccines work like I'm 5", lang: 'en' },
  // Spanish
  {
    id: 'es-blog',
    prompt:
      'Escribe un artículo de blog sobre el teletrabajo para jóvenes profesionales, de unas 800 palabras.',
    lang: 'es',
    keep: ['teletrabajo'],
  },
  {
    id: 'es-email',
    prompt: 'Necesito un correo para pedir a mi casero que arregle la calefacción. Tono amable pero firme.',
    lang: 'es',
    keep: ['calefacción'],
  },
  { id: 'es-explain', prompt: 'Explica la fotosíntesis a estudiantes de primaria en 5 frases.', lang: 'es' },
  {
    id: 'es-math',
    prompt: 'Resuelve la ecuación 2x + 7 = 19 y piensa paso a paso.',
    lang: 'es',
    tags: ['math', 'cot'],
  },
  // French
  {
    id: 'fr-blog',
    prompt: 'Écris un article de blog sur le télétravail pour les managers, avec 3 conseils concrets.',
    lang: 'fr',
    keep: ['télétravail'],
  },
  {
    id: 'fr-story',
    prompt: 'Rédige une courte histoire pour enfants sur un dragon qui a peur du noir. Pas plus de 300 mots.',
    lang: 'fr',
    keep: ['dragon'],
  },
  {
    id: 'fr-code',
    prompt: 'Écris une fonction Python qui vérifie si une chaîne est un palindrome, avec des tests.',
    lang: 'fr',
    keep: ['palindrome'],
  },
  // German
  {
    id: 'de-blog',
    prompt: 'Schreibe einen Blogbeitrag über nachhaltiges Reisen für Studenten. Maximal 500 Wörter.',
    lang: 'de',
    keep: ['nachhaltiges Reisen'],
  },
  {
    id: 'de-email',
    prompt: 'Schreibe eine E-Mail an meine Kunden, dass unser Shop vom 1. bis 15. August geschlossen ist.',
    lang: 'de',
    keep: ['August'],
  },
  {
    id: 'de-analysis',
    prompt: 'Vergleiche die Vor- und Nachteile von Wärmepumpen und Gasheizungen für ein Einfamilienhaus.',
    lang: 'de',
    keep: ['Wärmepumpen', 'Gasheizungen'],
  },
  // Portuguese / Italian (English scaffolding, user text kept)
  {
    id: 'pt-blog',
    prompt: 'Escreva um post para o blog sobre a importância do sono para os estudantes.',
    lang: 'pt',
    keep: ['importância do sono'],
  },
  {
    id: 'it-recipe',
    prompt: 'Scrivi una ricetta per la carbonara per quattro persone, senza panna.',
    lang: 'it',
    keep: ['carbonara', 'senza panna'],
  },
  // Already structured
  {
    id: 'structured-md',
    prompt:
      '# Role\nYou are a senior Python code reviewer.\n\n# Task\nReview the pull request description below and list risks.\n\n# Constraints\n- Max 5 bullet points\n- Mention test coverage\n\n# Output\nA markdown list ordered by severity.',
    lang: 'en',
    tags: ['structured'],
    keep: ['Max 5 bullet points', 'Mention test coverage', 'ordered by severity'],
  },
  {
    id: 'structured-xml',
    prompt:
      '<task>\nWrite release notes for version 2.3.0 of our mobile app.\n</task>\n<requirements>\n- Audience: non-technical users\n- Mention the new dark mode and the fixed login bug\n</requirements>',
    lang: 'en',
    tags: ['structured'],
    keep: ['2.3.0', 'dark mode', 'login bug'],
  },
  {
    id: 'structured-labels',
    prompt:
      'Task:\nCreate a 3-day onboarding plan for a new support agent.\n\nRules:\n- Day 1 is shadowing only\n- Include a quiz on day 3',
    lang: 'en',
    tags: ['structured'],
    keep: ['Day 1 is shadowing only', 'Include a quiz on day 3'],
  },
  // Vague / long mixes
  {
    id: 'vague-better',
    prompt:
      'Make my resume summary better and a bit more interesting: "Hard-working marketer with 6 years of experience in B2B SaaS."',
    lang: 'en',
  },
  {
    id: 'long-essay',
    prompt: 'Write a long essay on the ethics of gene editing, with several counterarguments.',
    lang: 'en',
  },
  {
    id: 'cot-plain',
    prompt: "Let's think step by step. Should a 5-person startup build its own auth or use a provider?",
    lang: 'en',
    tags: ['cot'],
  },
  {
    id: 'lesson-plan',
    prompt:
      'Create a 50-minute lesson plan on the water cycle for year 4 pupils, with one hands-on activity.',
    lang: 'en',
  },
  {
    id: 'swot',
    prompt: 'Do a SWOT analysis for a local gym competing with a new budget chain.',
    lang: 'en',
    keep: ['SWOT'],
  },
];
