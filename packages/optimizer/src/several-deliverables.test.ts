import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * A message that asks for several written pieces at once ("a flyer, a post for the group and a
 * text reminder") gets one heading per piece in the user's order, each piece's own bound (a text
 * under 160 characters, an email with a subject line), every stated fact kept, and no role that
 * fits one piece or none ("a skilled writer who adapts style", "an experienced host"). One piece
 * with parts of its own ("a flyer with a title and a short text") stays one task. A second ask
 * for an expert's judgement brings that expert; a look at code gets a code reviewer; a glance at
 * a three-row table gets no data analyst.
 */

const gpt = (rough: string) => optimize(rough, 'gpt').prompt;

/** Roles that fit one piece only, or no piece in particular. */
const ONE_PIECE_ROLES =
  /skilled writer who adapts|experienced host who writes|social media copywriter|expert at writing clear, effective emails|short, natural messages that sound like|redactor experto que adapta|rédacteur chevronné|versierter Autor, der seinen Stil|redattore esperto che adatta|redator habilidoso que adapta|poet with a good ear/u;

/** [request, heading labels with a bound line, how many pieces, a fact that must survive] */
const SEVERAL: readonly (readonly [string, readonly string[], string, string])[] = [
  // Events
  [
    "i'm having a garage sale on saturday june 14 from 9 to 2 at 42 maple street. need a flyer, a post for the neighbourhood facebook group and a text reminder i can send to friends the night before. cash only, furniture, kids clothes, tools. No early birds before 9!",
    ['Flyer:', 'Post:', 'Text reminder: one or two sentences, under 160 characters.'],
    'The three pieces',
    'No early birds before 9!',
  ],
  [
    'Bake sale at Lincoln Elementary on Friday Oct 3, 3pm in the gym. Write a newsletter blurb for parents, then a reminder text for volunteers.',
    ['Newsletter blurb: one short paragraph.', 'Reminder text:'],
    'The two pieces',
    'Lincoln Elementary',
  ],
  [
    "We're throwing a street party on Sunday 6 July from 2pm on Elm Road. Can you write a poster for the lamp posts and an email to the council asking to close the road?",
    ['Poster:', 'Email: a subject line'],
    'The two pieces',
    'Elm Road',
  ],
  [
    'Our book club meets Thursday 7pm at the Westgate library. Write an announcement for the library noticeboard and a WhatsApp message for members.',
    ['Announcement:', 'WhatsApp message:'],
    'The two pieces',
    'Westgate library',
  ],
  [
    'Fun run for the school on 4 May, 10am, Riverside Park, £5 entry. I need a flyer, an email to parents and a text reminder the day before.',
    ['Flyer:', 'Email:', 'Text reminder:'],
    'The three pieces',
    '£5 entry',
  ],
  [
    'need a flyer + fb post + reminder text for the car boot sale on sunday at St Mary’s car park',
    ['Flyer:', 'Fb post:', 'Reminder text:'],
    'The three pieces',
    'St Mary’s car park',
  ],
  // Small business
  [
    'I run a small bakery. I need 3 things: 1. an instagram caption for our new sourdough 2. a sign for the shop window 3. a short email to our regulars about the new opening hours (7am-6pm from Monday)',
    ['Instagram caption: one to three short lines.', 'Sign:', 'Short email:'],
    'The three pieces',
    '7am-6pm from Monday',
  ],
  [
    "I own a small florist. Write an Instagram caption for our Mother's Day bouquets and a sign for the shop window saying we're open Sunday 9-1.",
    ['Instagram caption:', 'Sign:'],
    'The two pieces',
    'open Sunday 9-1',
  ],
  [
    'we run a food truck. write a facebook post announcing our new spot at Dock Street on fridays and a text to our regulars',
    ['Facebook post:', 'Text:'],
    'The two pieces',
    'Dock Street',
  ],
  [
    'My hair salon is closing for refurbishment from 1 to 14 August. Draft an email to clients and a poster for the door.',
    ['Email:', 'Poster:'],
    'The two pieces',
    '1 to 14 August',
  ],
  // School
  [
    'Write a letter to parents about the Year 4 trip to the science museum on 12 March (cost £8, packed lunch needed) and a short reminder text for the day before.',
    ['Letter:', 'Short reminder text:'],
    'The two pieces',
    'cost £8',
  ],
  [
    "Can you write a thank you card for my son's football coach and a message for the team group chat?",
    ['Thank you card:', 'Message:'],
    'The two pieces',
    'football coach',
  ],
  // Work
  [
    'Write an invitation email to the team for our quarterly offsite on 12 May and also a short Slack message announcing it.',
    ['Invitation email: a subject line', 'Short Slack message:'],
    'The two pieces',
    '12 May',
  ],
  [
    'Write a thank-you email to the caterer. Also draft a short post for our company LinkedIn page.',
    ['Thank-you email:', 'Short post:'],
    'The two pieces',
    'caterer',
  ],
  [
    "can you write me a cover letter for a barista job and also a short linkedin post saying i'm looking for work",
    ['Cover letter:', 'Short LinkedIn post:'],
    'The two pieces',
    'barista job',
  ],
  [
    'Write an out-of-office message and an email to my manager handing over the Henderson account.',
    ['Out-of-office message:', 'Email:'],
    'The two pieces',
    'Henderson account',
  ],
  // Other languages
  [
    'Organizo una venta de garaje el sábado 14 de junio de 9 a 14 en la calle Olmo 12. Necesito un cartel, una publicación para el grupo de Facebook del barrio y un recordatorio por SMS para mis amigos.',
    ['Cartel:', 'Publicación:', 'Recordatorio por SMS: una o dos frases, menos de 160 caracteres.'],
    'Los tres textos',
    'calle Olmo 12',
  ],
  [
    'Escribe un correo para las familias sobre la excursión del viernes al zoo y un mensaje corto para el grupo de WhatsApp de la clase.',
    ['Correo:', 'Mensaje:'],
    'Los dos textos',
    'excursión del viernes',
  ],
  [
    "J'organise un vide-grenier le dimanche 8 juin de 8h à 17h place de la Mairie. Peux-tu me rédiger une affiche, une publication pour le groupe Facebook du quartier et un SMS de rappel pour mes amis ?",
    ['Affiche\u00a0:', 'Publication\u00a0:', 'SMS\u00a0:'],
    'Les trois textes',
    'place de la Mairie',
  ],
  [
    'Rédigez une affiche pour notre boulangerie (fermeture du 10 au 24 août) et un e-mail pour nos clients.',
    ['Affiche\u00a0:', 'E-mail\u00a0:'],
    'Les deux textes',
    'fermeture du 10 au 24 août',
  ],
  [
    'Wir machen am 20.9. ein Sommerfest im Kindergarten Sonnenschein (15-18 Uhr). Bitte schreib mir einen Elternbrief und eine kurze WhatsApp-Nachricht für die Elterngruppe.',
    ['Elternbrief:', 'Kurze WhatsApp-Nachricht:'],
    'Die zwei Texte',
    'Kindergarten Sonnenschein',
  ],
  [
    'Ich brauche einen Aushang für das Treppenhaus und eine E-Mail an die Hausverwaltung wegen der Mülltonnen im Hof.',
    ['Aushang:', 'E-Mail:'],
    'Die zwei Texte',
    'Mülltonnen im Hof',
  ],
  [
    'Könnten Sie mir bitte einen Aushang und eine Rundmail für das Vereinsfest am 3. August schreiben?',
    ['Aushang:', 'Rundmail:'],
    'Die zwei Texte',
    '3. August',
  ],
  [
    'Sto organizzando un mercatino di Natale a scuola il 12 dicembre. Scrivimi un volantino per i genitori e un messaggio breve per il gruppo WhatsApp della classe.',
    ['Volantino:', 'Messaggio:'],
    'I due testi',
    '12 dicembre',
  ],
  [
    "Scrivi un'email ai clienti del mio negozio per i saldi dal 3 luglio e un post per Instagram.",
    ['Email:', 'Post per Instagram:'],
    'I due testi',
    'saldi dal 3 luglio',
  ],
  [
    'Vamos fazer um bazar beneficente na igreja no sábado, 10h às 16h. Preciso de um cartaz e de uma mensagem para o grupo de WhatsApp da paróquia.',
    ['Cartaz:', 'Mensagem:'],
    'Os dois textos',
    '10h às 16h',
  ],
  [
    'Escreva um e-mail para os clientes sobre o novo horário da loja e uma mensagem curta para o WhatsApp.',
    ['E-mail:', 'Mensagem:'],
    'Os dois textos',
    'novo horário da loja',
  ],
];

describe('several written pieces in one request', () => {
  for (const [rough, labels, layout, fact] of SEVERAL) {
    // Six vendors each: a loaded machine needs more than the default five seconds.
    it(`one heading and one bound per piece: ${rough.slice(0, 60)}`, { timeout: 30_000 }, () => {
      const out = gpt(rough);
      for (const label of labels) expect(out).toMatch(new RegExp(`^- ${escape(label)}`, 'mu'));
      expect(out).toContain(layout);
      expect(out).not.toMatch(ONE_PIECE_ROLES);
      for (const target of ASSISTANT_KEYS) expect(optimize(rough, target).prompt).toContain(fact);
    });
  }

  it('keeps a piece’s own length instead of ours', () => {
    const out = gpt(
      'Write a product description for our new lavender soap, an Instagram caption and a 50-word blurb for our newsletter.',
    );
    expect(out).toContain('The three pieces');
    expect(out).toContain('50-word blurb');
    expect(out).not.toContain('Blurb: one short paragraph');
    const slack = gpt(
      'Write an email to the team announcing the new holiday policy, then a one-line Slack message pointing people to it.',
    );
    expect(slack).toContain('Email: a subject line');
    expect(slack).not.toMatch(/Slack message: a few short sentences/u);
  });

  it('gives the local voice only when the event or the shop is clear, else no role', () => {
    expect(gpt('Write an email and a text')).not.toMatch(/# Role/u);
    expect(gpt('need a flyer, a facebook post and a text reminder for our garage sale')).toContain(
      'You write friendly, practical notices for neighbours, parents and local groups.',
    );
    expect(gpt('I run a small bakery. Write a sign for the window and an Instagram caption.')).toContain(
      'You write warm, plain copy for small local businesses.',
    );
  });

  it('takes the user’s numbers as the parts, whatever the words before the colon say', () => {
    const out = gpt(
      '3 bits for the PTA quiz night on 21 March at the school hall, £3 a ticket: 1) poster text for the noticeboard, 2) an email to parents, short and friendly, 3) a list of quiz round themes',
    );
    expect(out).toContain('The three pieces');
    expect(out).toMatch(/^- Poster: a headline/mu);
    expect(out).toMatch(/^- Email: a subject line/mu);
    expect(out).toContain('2) An email to parents, short and friendly.');
    expect(out).toContain('£3 a ticket');
    expect(gpt('I have 2 questions: 1. how do I renew my passport 2. how long does it take')).not.toContain(
      'pieces, in the order',
    );
  });

  it('reads an occasion before the ask, and gives two emails one line', () => {
    const bake = gpt("For Friday's bake sale write a flyer and a reminder text for volunteers.");
    expect(bake).toContain('Reminder text: one or two sentences, under 160 characters.');
    const emails = gpt(
      "Write me an email to the landlord and then a follow-up email if he doesn't reply in a week.",
    );
    expect(emails).toContain('- Email / Follow-up email: a subject line');
    expect(emails).toContain('The two pieces');
  });

  it('adds no facts line to pieces that carry no facts (a poem and a story)', () => {
    const out = gpt('write a poem and a short story about autumn');
    expect(out).toContain('The two pieces');
    expect(out).not.toMatch(/carries the facts|poet with a good ear/u);
  });

  it('lays numbered pieces out one a line', () => {
    const out = gpt(
      'I run a small bakery. I need 3 things: 1. an instagram caption for our new sourdough 2. a sign for the shop window 3. a short email to our regulars',
    );
    expect(out).toMatch(
      /\n1\. An Instagram caption for our new sourdough\.\n2\. A sign for the shop window\.\n3\./u,
    );
  });
});

describe('one piece, or no piece at all, stays one task', () => {
  for (const rough of [
    'Make a flyer with a title and a short text for our yoga class on Tuesdays at 6pm.',
    'Write a flyer for my dog walking business with a headline and three bullet points.',
    "What's the difference between a flyer and a brochure?",
    'Write an email to my landlord and my neighbour about the noise.',
    'Write a short story about a postman who delivers letters and parcels.',
    'Write a blog post about email marketing and social media.',
    'Write an email inviting the team to lunch and asking about dietary needs.',
    'Write a post about our new café and its opening hours.',
    'The flyer and the poster are ready, can you check the wording?',
    'Translate this flyer and the post into Spanish: Garage sale Saturday, 9-2.',
    'Write an email to my boss asking for a raise and a day off.',
    'I need a sign and a logo for my shop.',
    'Make a poster, not a flyer.',
    'Escribe un correo a mi jefe y a mi compañero.',
    'Escreva uma mensagem para a minha mãe e a minha irmã.',
    'Schreib einen Brief an Oma und Opa.',
    'Scrivi un post sul mare e la montagna.',
    'I have 2 questions: 1. how do I renew my passport 2. how long does it take',
    'Make my flyer and my post shorter',
  ])
    it(rough, () => {
      const out = gpt(rough);
      expect(out).not.toMatch(/pieces, in the order I listed them/u);
      expect(out).not.toMatch(/^- (?:Flyer|Poster|Post|Email|Text):/mu);
    });

  it('a flyer with a headline asks for no five headline options', () => {
    const out = gpt('Write a flyer for my dog walking business with a headline and three bullet points.');
    expect(out).not.toMatch(/Give 5 options/u);
    expect(out).not.toMatch(/skilled writer who adapts style/u);
  });

  it('a flyer’s short text is no text message', () => {
    expect(
      gpt('Make a flyer with a title and a short text for our yoga class on Tuesdays at 6pm.'),
    ).not.toMatch(/message in my voice|short, natural messages/u);
  });
});

describe('a role that fits every ask, or none', () => {
  it('a summary with a rights question brings the lawyer, not the summariser', () => {
    const out = gpt(
      'Here is a letter from my landlord: "Dear tenant, we will be entering the apartment on March 3 for inspection between 10 and 12. Please ensure access. Regards, Property Management". Can you summarize it and can I refuse?',
    );
    expect(out).toContain('lawyer');
    expect(out).not.toContain('expert at clear, faithful summaries');
    expect(out).toContain('1. Here is a letter from my landlord. Can you summarize it?');
    expect(out).toContain('2. Can I refuse?');
  });

  for (const [rough, expert, second] of [
    [
      'Resume esta carta de mi casero y dime si puedo negarme.\n\n"Estimado inquilino: a partir del 1 de julio el alquiler subirá de 800 a 950 euros al mes."',
      'abogado',
      '2. Dime si puedo negarme.',
    ],
    [
      'Fasse dieses Schreiben meines Vermieters zusammen. Darf ich die Erhöhung ablehnen?\n\n"Sehr geehrter Mieter, ab dem 1. Juli steigt die Miete von 800 auf 950 Euro."',
      'Anwalt',
      '2. Darf ich die Erhöhung ablehnen?',
    ],
    [
      'Résume cette lettre de mon propriétaire. Est-ce que je peux refuser ?\n\n« Madame, à compter du 1er juillet, le loyer passera de 800 à 950 euros. »',
      'avocat',
      '2. Est-ce que je peux refuser ?',
    ],
    [
      'Summarize this email from HR and tell me whether they can make me work on a bank holiday.\n\n"Hi all, due to the audit all finance staff are required to work on Monday 26 August (bank holiday). Thanks, HR"',
      'employment adviser',
      '2. Tell me whether they can make me work on a bank holiday.',
    ],
  ] as const)
    it(`a pasted notice with a rights question gets the expert and two parts: ${rough.slice(0, 40)}`, () => {
      const out = gpt(rough);
      expect(out).toContain(expert);
      expect(out).toContain(second);
      expect(out).not.toMatch(
        /expert at clear, faithful summaries|resúmenes claros|résumés clairs|Use only what the text says|Verwende nur, was im Text steht/u,
      );
    });

  it('a post and a question about it lose the copywriter', () => {
    const out = gpt('Write a LinkedIn post about our new office and also tell me the best time to post it.');
    expect(out).toContain('2. Tell me the best time to post it.');
    expect(out).not.toContain('social media copywriter');
  });

  it('a summary and tweets lose the summariser', () => {
    const out = gpt(
      'Summarize this article and draft three tweets about it.\n\nThe city council approved a new bike lane network on Tuesday, covering 40 km of streets by 2027.',
    );
    expect(out).toContain('2. Draft three tweets about it.');
    expect(out).not.toContain('expert at clear, faithful summaries');
  });

  it('feedback on a script gets a code reviewer, not an editor', () => {
    const out = gpt(
      "can you give me feedback on my deploy script, don't rewrite it\n\n#!/bin/bash\nset -e\ngit pull\nnpm ci\npm2 restart app",
    );
    expect(out).not.toContain('experienced editor');
    // A reviewer of code (a shell script may get the DevOps one), who reviews and does not rewrite.
    expect(out).toMatch(/You are a senior (?:software|DevOps) engineer/u);
    expect(out).toMatch(/do not rewrite|don't rewrite/iu);
  });

  it('an opinion on pasted code gets a code reviewer, not an advisor', () => {
    const out = gpt(
      'what do you think of this bash script?\n```bash\nfor f in *.log; do gzip "$f"; done\n```',
    );
    expect(out).not.toContain('thoughtful, practical advisor');
  });

  it('a glance at a three-row table gets no data analyst; a trend over a year keeps one', () => {
    expect(
      gpt(
        'quick q about this table, who scored highest and did anyone get below 50?\n\nname, score\nAna, 72\nBen, 48\nCleo, 91',
      ),
    ).not.toContain('You are a data analyst');
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const table = months.map((m, i) => `${m},${1000 + i * 100}`).join('\n');
    expect(
      gpt(`Analyze the trend in my sales and tell me which months underperformed.\n\nmonth,sales\n${table}`),
    ).toContain('You are a data analyst');
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}
