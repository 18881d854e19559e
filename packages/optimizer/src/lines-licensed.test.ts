import { describe, it, vi } from 'vitest';
import { expectAll, expectNone } from './test-corpus/every-assistant';

/*
 * Every line the engine adds by task kind must fit what the user asked to get back
 * (plan/line-licence.ts). Judges marked these down on unseen prompts: extraction rules on
 * totals and picks, a data analyst on a logic puzzle, "make every step concrete" on a loose plan
 * or on action items from minutes, an editor on reviews to group, minutes sections on a
 * chronology or a reply, "what happens next" on who pays what, a copywriter's hook on a reply in
 * a thread, a schedule's clashes on a note to neighbours, lesson lines on a teacher's class text,
 * ages for adult housemates, competitors for an event's name, tools for a phone how-to, orders
 * in bus SQL, and every theme under "top 3, max 5 lines". New prompts, checked on what all six
 * assistants receive, with look-alikes where the line fits and must stay.
 */

vi.setConfig({ testTimeout: 30_000 });

const EXTRACTION =
  /Extract exactly the fields asked for|Use null when a value is not in the text|Return only the extracted data|data-extraction assistant|JSON only, one object per item/;
const ANALYST =
  /data analyst|Base every statement on the data|Say how you computed each figure|which rows and columns|limits the conclusions/;
const CONCRETE = /Make every step concrete|for how long|A step-by-step plan with headings/;
const PLANNER = /experienced planner|Keep the plan realistic/;
const EDITOR =
  /experienced editor|Return the revised text first|The revised text, then the main changes|Keep the author's meaning/;
const MINUTES =
  /Organise it as decisions made|Name an owner or a deadline only|Decisions first, then action items/;
const WHAT_NEXT = /Say what happens next|then what happens next/;
const COPYWRITER = /social media copywriter|first line worth stopping for/;
const CLASHES =
  /find every clash|untangles busy schedules|trouve chaque conflit|The clashes first|chaque conflit|experienced planner|planificateur/;
const LESSON = /one-sentence answer, then build up|Define any term the reader may not know/;
const AGE = /each person’s age|person's age/;
const COMPETITOR = /any competitor could use|avoid plain descriptions of the product/;
const TOOLS = /tools, materials, time|ferramentas, materiais, tempo|what is needed, then numbered steps/;
const ORDERS = /cancelled orders or deleted users/;
const THEMES = /The main themes, most often raised first|points raised only once or twice/;

describe('extraction lines leave a request that counts or picks', () => {
  it.each([
    'need to know how many jars of each jam to make for restock from these orders. MIXED-3 is one each of STRAW-340, RASP-340 and PLUM-340 so split those out. skip cancelled orders. just give me a little table sku | jars, nothing else\n\n[\n  {"order_id": "J-101", "items": [{"sku": "STRAW-340", "qty": 2}, {"sku": "PLUM-340", "qty": 1}]},\n  {"order_id": "J-102", "items": [{"sku": "MIXED-3", "qty": 1}], "status": "cancelled"},\n  {"order_id": "J-103", "items": [{"sku": "RASP-340", "qty": 3}, {"sku": "MIXED-3", "qty": 2}]}\n]',
    'can you pull the totals per product from these invoices and tell me which product sold most\n\nInvoice 88: 3x Desk Lamp, 2x Shelf\nInvoice 89: 1x Desk Lamp\nInvoice 90: 4x Shelf, 1x Chair',
  ])('%s', (rough) => expectNone(rough, EXTRACTION));

  it('look-alike: a count each person stated is a field to copy, not a total', () => {
    expectAll(
      "extract each person's name and how many guests they are bringing from this chat into a table, blank if they didn't say\n\n[18:01] Ana: coming, +2\n[18:05] Ben: just me\n[18:09] Cleo: me and my partner",
      /Extract exactly the fields asked for/,
    );
  });

  it('look-alike: a table of fields copied out keeps the extraction lines', () => {
    expectAll(
      "extract each person's name, phone and email from these signup messages into a table, blank if missing\n\nHi it's Rosa, 07700 900123, rosa@example.com\nTom here - tom.k@example.com\nPriya, call me on 07700 900456",
      /Extract exactly the fields asked for/,
    );
  });

  it('look-alike: a real extraction keeps the null line and its record line', () => {
    const rough =
      'extract the invoice number, the total and the due date from each of these emails as JSON\n\nEmail 1: Invoice INV-204 for £320.00 is due on 14 March.\nEmail 2: Please find attached invoice INV-205. Total £88.50.';
    expectAll(rough, /Use null when a value is not in the text/);
    expectAll(rough, /Extract exactly the fields asked for/);
  });
});

describe('a logic puzzle gets no data analyst', () => {
  it.each([
    'my daughter brought this riddle home, can you solve it and explain how so a 10 year old gets it\n\n1. There are three houses in a row: red, blue and green.\n2. The cat lives next to the red house.\n3. The dog does not live in the green house.\n4. The fish lives at one end.\nWho lives where?',
    'my son got this puzzle from school and we disagree about the answer, can you solve it and explain how so an 11 year old follows\n\nFour kids — Ada, Ben, Cy and Di — sit in a row of chairs numbered 1 to 4.\n1. Ada is not next to Ben.\n2. Cy is in chair 2.\n3. Di is further from chair 1 than Ben.\nWho sits where?',
  ])('%s', (rough) => expectNone(rough, ANALYST));

  it('look-alike: real data keeps the analyst and the method line', () => {
    const rough =
      'analyse this sales data and tell me why March dropped\n\nmonth,units,revenue\nJan,120,2400\nFeb,130,2600\nMar,80,1600';
    expectAll(rough, /Base every statement on the data|Say how you computed each figure/);
  });
});

describe('no times and durations for a loose plan or for action items from minutes', () => {
  it.each([
    'can you do me a loose plan for next week, one main thing a day, nothing too structured. stuff to fit in: dentist, finishing my portfolio, a long walk, sorting the garage',
    'give me a loose plan for the weekend, one main thing a day, nothing too structured: I want to see a friend, do some gardening and rest',
    "my parents are staying with us for 3 days in York, can you suggest a relaxed plan, one main thing a day, dad can't walk far",
  ])('%s', (rough) => expectNone(rough, CONCRETE));

  it('action points from pasted minutes: no concrete steps and no planner', () => {
    const rough =
      "here are the minutes from yesterday's PTA meeting, I only need my action points (I'm Lena) as a checklist\n\nPTA meeting 4 June\n- Lena to order the raffle prizes.\n- Tom to book the hall for the summer fair.\n- Lena and Sue to make the posters.\n- Next meeting 2 July.";
    expectNone(rough, CONCRETE);
    expectNone(rough, PLANNER);
  });

  it('look-alike: "note that…" over a week to plan keeps the planner', () => {
    expectAll(
      'note that I work nights mon-thu. plan my week so I can study 10 hours, go to the gym 3 times and see my kids on Saturday',
      /Make every step concrete/,
    );
  });

  it('look-alike: an itinerary keeps its concrete steps', () => {
    expectAll(
      'make me a 4-day itinerary for Lisbon with my mum, she likes tiles and pastries, we are staying in Alfama',
      /Make every step concrete: what to do, when, and for how long/,
    );
  });
});

describe('reviews to group and a chat to tell in order are not texts to revise', () => {
  it.each([
    'group these app store reviews for our budgeting app (Penny) into themes with a count per theme and one example quote each. we\'re deciding what to fix first.\n\n★☆☆☆☆ "Sync with my bank fails every Monday"\n★★★★★ "Love the weekly summary"\n★★☆☆☆ "Bank sync broke again after the update"\n★★★☆☆ "Good but the charts are tiny on my phone"\n★☆☆☆☆ "Charged after I cancelled the trial"',
    'group these reviews of our bike shop into themes with a count each and a quote, we want to fix the worst thing first\n\n"Mechanic was brilliant but it took 10 days"\n"Waited two weeks for a simple service"\n"Staff really friendly"\n"Overcharged for brake pads"',
  ])('%s', (rough) => expectNone(rough, EDITOR));

  it('look-alike: a bio to fix keeps the editor’s revised text', () => {
    expectAll(
      'fix the grammar in my bio: I has been working as a nurse since 10 years and i love help people.',
      /The revised text, then the main changes/,
    );
  });
});

describe('minutes sections only where there are minutes', () => {
  it.each([
    'from this chat write me a chronology of who said what and which house rule each person broke\n\nHouse rules: 1. no music after 11pm 2. clean up the kitchen the same day 3. guests must be announced\n[22:40] Mia: turning the speaker up, party!!\n[23:15] Joe: who left the pans in the sink since Tuesday??\n[23:50] Mia: my cousin is staying tonight btw',
    'from this chat give me a chronology of who said what and which office rule each person broke\n\nRules: 1. no eating at desks 2. mute in calls 3. book meeting rooms\n[09:01] Ken: (eating noodles at his desk)\n[09:30] Ali: unmuted during the all-hands, dog barking\n[10:15] Ken: took room 3 without booking',
    "can you write a reply in the parents' whatsapp thread to this, polite but clear that the trip money is due Friday:\n\nKerry: Do we really have to pay by Friday? Some of us get paid at the end of the month.",
  ])('%s', (rough) => {
    expectNone(rough, MINUTES);
    expectNone(rough, EDITOR);
  });

  it('look-alike: board minutes to summarise keep decisions and action items', () => {
    expectAll(
      'here are the minutes from our board meeting, summarise them\n\nBoard meeting 3 May\n- Decided to raise membership fees to £40.\n- Ali to draft the letter to members by 20 May.\n- Open question: do we move the AGM?',
      MINUTES,
    );
  });
});

describe('who pays what is worked out, not "what happens next"', () => {
  it('a childcare clause with a sum to split', () => {
    expectNone(
      'our childcare contract has this clause, can you explain it in plain english and work out who pays what if the nanny is off sick for 4 days\n\n"7.2 If the Nanny is unable to work through illness, the Families shall each pay one half of the Nanny\'s normal salary for the first three days of absence; thereafter Statutory Sick Pay applies and is paid by the Lead Employer."',
      WHAT_NEXT,
    );
  });

  it('a repairs clause: who pays what if the boiler breaks', () => {
    expectNone(
      'this is the cost-sharing clause from our flat\'s contract, explain it in plain english and tell me who pays what if the boiler breaks in March\n\n"Clause 9. Repairs to fixtures under £200 are shared equally by the Tenants; repairs of £200 or more are paid by the Landlord within 14 days of notice."',
      WHAT_NEXT,
    );
  });

  it('look-alike: a landlord’s letter explained keeps what happens next', () => {
    expectAll(
      'my landlord sent this letter, what does it mean in plain english?\n\n"Notice is hereby given that the rent payable under the tenancy will increase to £1,150 per calendar month with effect from 1 September. Payment is due on the first day of each month."',
      /Say what happens next/,
    );
  });
});

describe('a reply in a thread is no post', () => {
  it.each([
    "I'm the treasurer, draft a firm but polite reply to this in our committee thread\n\nMark: I still don't see why we need receipts for every £5 spend, this is ridiculous bureaucracy.",
    "I'm the treasurer, can you draft a firm reply to this in our committee thread\n\nSue: Why can't we just pay the caterer in cash like last year? The bank transfer thing is a faff.",
  ])('%s', (rough) => expectNone(rough, COPYWRITER));

  it('look-alike: a post "in response to" news is still a post', () => {
    expectAll(
      'write a linkedin post in response to the news that our company won the regional green business award',
      /first line worth stopping for/,
    );
  });

  it('look-alike: a LinkedIn post keeps the copywriter’s hook', () => {
    expectAll(
      "write a linkedin post announcing that I've joined Acme as head of design",
      /first line worth stopping for/,
    );
  });
});

describe('a note to the neighbours is no schedule to untangle', () => {
  it.each([
    "salut, tu peux m'aider a écrire un petit mot pour mes voisins du dessus? leur chien aboie tous les matins a 6h et je bosse de nuit (je rentre a 4h) donc je dors mal. on s'entend bien, je veux pas de conflit. un mot a glisser sous la porte, pas trop long",
  ])('%s', (rough) => expectNone(rough, CLASHES));

  it('look-alike: a week to check keeps the clash lines', () => {
    expectAll(
      'check this week for clashes, I can only drive one kid at a time:\n\nMon 4pm swim (Ella)\nMon 4pm piano (Sam)\nTue 5pm football (Sam)',
      /clash/i,
    );
  });
});

describe('a teacher’s class text follows the teacher’s spec, not a lesson', () => {
  it.each([
    'I teach ESOL (entry 2) in Leeds. Can you write a short explanation of how the NHS works for my class? Simple sentences, present simple mostly, no bullet points, a paragraph they can read. About 150 words. Then 5 key words with simple definitions.',
    'I teach newcomer English. Can you write a short explanation of how elections work for my class? Simple sentences, a paragraph they can read, about 150 words.',
  ])('%s', (rough) => expectNone(rough, LESSON));

  it('look-alike: an explanation for the user keeps the build-up and the terms', () => {
    expectAll('explain how vaccines work, simply', /Define any term the reader may not know|analogy/);
  });
});

describe('smaller lines narrowed to what fits', () => {
  it.each([
    'make a cleaning rota for our flat, there are five of us (all adults, we work shifts): bathroom, kitchen, bins, hoovering',
    "can u make a cleaning rota for our house share, 5 of us: me, Ana, Lee, Jo, Kit. jobs are bathroom, kitchen, bins, recycling. Kit works nights so can't do bins",
  ])('adult housemates: no ages, the fair-share line stays: %s', (rough) => {
    expectNone(rough, AGE);
    expectAll(rough, /fit each person’s availability and the constraints given/);
  });

  it('German: a flat share of four adults loses "Alter" only', () => {
    const rough =
      'mach mir einen Putzplan für unsere WG, wir sind vier Erwachsene: Bad, Küche, Müll, Staubsaugen';
    expectNone(rough, /Alter, /);
    expectAll(rough, /Verfügbarkeit und Vorgaben jeder Person/);
  });

  it('look-alike: a family rota with children keeps their ages', () => {
    expectAll(
      'make a chore rota for our family, the kids are 8 and 11: dishes, bins, feeding the cat, hoovering',
      AGE,
    );
  });

  it.each([
    'we need names for our charity fun run in September, give me 12 options, nothing cheesy',
    'give me 10 name ideas for our school summer fair, something the kids will like',
  ])('an event’s name: no competitors, the short-name line stays: %s', (rough) => {
    expectNone(rough, COMPETITOR);
    expectAll(rough, /Keep each name short and easy to say, spell and remember\./);
  });

  it('look-alike: a business name keeps the competitor line', () => {
    expectAll('give me 10 names for my new candle business, short and memorable', COMPETITOR);
  });

  it.each([
    'help me explain to my grandad how to video call on whatsapp step by step, something I can print and leave by his phone',
    'me ajuda a explicar pro meu avô como mandar foto no whatsapp? quero um passo a passo simples pra imprimir',
  ])('a phone how-to: no tools and materials: %s', (rough) => expectNone(rough, TOOLS));

  it('look-alike: a bike repair keeps the tools and materials', () => {
    expectAll(
      "how should I go about replacing the inner tube on my bike, step by step? I've never done it",
      /tools, materials, time/,
    );
  });

  it('bus trips: the assumption line without orders and users', () => {
    const rough =
      'write a postgres query for the average delay per bus route per weekday last month, order by route. schema: trips(trip_id, route_id, scheduled_at, arrived_at)';
    expectNone(rough, ORDERS);
    expectAll(rough, /State any assumption about which rows count and how totals are computed/);
  });

  it('sensor readings: no orders or users either', () => {
    expectNone(
      'write a postgres query for the average temperature per sensor per hour for yesterday. schema: readings(sensor_id, taken_at, celsius)',
      ORDERS,
    );
  });

  it('look-alike: a query over orders keeps its example', () => {
    expectAll(
      'write a sql query for the total revenue per customer last month. schema: orders(id, customer_id, status, total, created_at), customers(id, name)',
      ORDERS,
    );
  });

  it('top 3 in at most 5 lines: no format listing every theme and the one-offs', () => {
    expectNone(
      'summarise the top 3 complaints from these reviews for our standup, with a count each, max 5 lines\n\n"Charged twice for one parking session"\n"Map shows the wrong zone"\n"Double charged again"\n"Zone search never works"\n"Logged me out mid-payment"',
      THEMES,
    );
  });

  it('feedback for a retro, top 3 in 4 lines: no themes format and no owners', () => {
    const rough =
      'pls summarise the top 3 issues from this feedback for our retro, ranked by how often they come up, with a count each. max 4 lines\n\n- "Deploys take forever"\n- "Standups run long"\n- "Deploys failed twice this week"\n- "Too many meetings"\n- "Standup overran again"';
    expectNone(rough, THEMES);
    expectNone(rough, MINUTES);
  });

  it('look-alike: survey comments summarised without a cap keep the themes format', () => {
    expectAll(
      'summarise these customer survey comments for our team\n\n- "Delivery was late twice"\n- "Great packaging"\n- "Late again this week"\n- "Love the new flavours"\n- "Driver was rude"',
      THEMES,
    );
  });
});
