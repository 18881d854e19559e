/**
 * Prompts that paste something to work on in one of the shapes judges saw torn apart: a numbered
 * clause, an exercise's parts, id-numbered responses, a captioned transcript or email, a schema
 * of several tables, a notebook traceback, a prompt laid out under its own capital headings.
 * `blocks` are the pastes as typed: each must reach every assistant once, whole, byte for byte.
 */
export interface WholeCase {
  id: string;
  prompt: string;
  blocks: readonly string[];
  /** The user's words left as the request, exactly. */
  request?: string;
}

const CLAUSE_DEPOSIT =
  '14. The Tenant shall pay the deposit within 7 days of signing. Failure to pay by its due date entitles the Landlord to withdraw the offer without notice.';
const CLAUSE_INVOICE =
  '14. The Buyer shall settle each invoice by its due date. Late payment accrues interest at 4% above the base rate.';
const CLAUSE_NOTICE =
  "7. Either party may terminate this Agreement on thirty (30) days' written notice; provided that the Client shall remain liable for all fees accrued up to its termination date.";
const CLAUSE_COMPETE =
  "12. Non-Competition. For a period of twelve (12) months following the termination of Employee's employment, Employee shall not, directly or indirectly, engage in any business that competes with the Company within a 50-mile radius.";
const CLAUSE_EMPLOYEE =
  "9. The Employee shall give not less than three (3) months' written notice to terminate their employment, save where the Company agrees in writing to a shorter period.";
const CLAUSE_GYM =
  '21. The Member agrees that the membership shall renew automatically for successive 12-month terms unless cancelled in writing at least 30 days before its renewal date.';

const FACTORISE = 'Factorise fully:\na) x² + 5x + 6\nb) 2x² − 8\nc) x² − 6x + 9\nd) x² − 49.';
const EQUATIONS = '(i) 3x + 7 = 22\n(ii) 5(x − 2) = 30\n(iii) x/4 + 3 = 9\n(iv) 2x − 5 = x + 8';
const SIMPLIFY = 'Simplify:\n(a) 3(x + 4) − 2x\n(b) 5y − (2y − 7)\n(c) 4(a − 3) + 2(a + 1)';
const QUIZ =
  'Q1. What is the capital of Australia?\nQ2. Name the longest river in Africa.\nQ3. Which planet has the most moons?\nQ4. Who wrote "Middlemarch"?\nQ5. What is the boiling point of water at sea level in °F?';
const MARKED = 'Q1. 7 × 8 = 56\nQ2. 144 ÷ 12 = 11\nQ3. 15% of 80 = 12\nQ4. √81 = 9';

const BUS =
  "R1: The new bus timetable makes it impossible to get to work before 8.\nR2: Please keep the 42 route, my mum depends on it.\nR3: Fine by me, the buses were always empty anyway.\nR4: Why was there no public meeting about this?\nR5: The evening service cut is the worst part.\nR6: More frequent buses at weekends would be welcome.\nR7: I don't drive, so this matters a lot to me.";
const STREETS =
  'R1 Parking on Elm Road is dangerous at school pick-up.\nR2 We need a crossing near the library.\nR3 Parking is fine, the problem is speeding.\nR4 Speed bumps please!\nR5 More bins in the park.\nR6 The crossing near the library is overdue.\nR7 Speeding on Elm Road at night is scary.';
const SHOP =
  "R1 - Checkout was confusing on mobile\nR2 - Delivery was fast\nR3 - Couldn't find the returns page\nR4 - Mobile app crashed at payment\nR5 - Great prices\nR6 - Returns took 3 weeks\nR7 - Love the loyalty points";
const APP =
  'R1) "The app logs me out every day."\nR2) "Notifications come at 3am."\nR3) "I can\'t find the export button."\nR4) "Logging in again every day is annoying."\nR5) "Export to CSV would be great."\nR6) "Too many notifications."\nR7) "Dark mode please."';
const WORKSHOP =
  "R1. The workshop was great but too long.\n\nR2. Waste of an afternoon.\n\nR3. Loved the hands-on part.\n\nR4. Good content, bad room.\n\nR5. Very useful, thanks.\n\nR6. Too basic for me.\n\nR7. I'd come again.";
const SENTENCES =
  "S1 Me and him goes to the market every Sunday.\nS2 She don't like apples.\nS3 There is many reasons to stay.\nS4 Their going to the cinema tonight.";

const INTERVIEW =
  '[transcript, 20 Jan]\nInterviewer: How long have you been using the app?\nParticipant: About six months, mostly for budgeting.\nInterviewer: What made you stop using it last month?\nParticipant: The bank sync kept failing and I gave up.';
const SCHOOL_1 =
  'Email 1 (from school office, 3 Feb):\nDear Parent, we note that Leo has been late on four occasions this term. Please ensure he arrives by 8:45.';
const SCHOOL_2 =
  'Email 2 (from school office, 10 Feb):\nDear Parent, following our earlier message, Leo was late again on 7 and 9 February. We would like to arrange a meeting.';
const CALL_NOTES =
  '[call notes, 4 March]\nClient wants the launch moved to May. Budget stays at €40k. They want weekly updates by email.';
const QUOTES =
  'Quote 1 (Brightfix Plumbing, 12 May):\nNew boiler £2,150 fitted, 7-year warranty, removal of old unit £120.\n\nQuote 2 (HeatWell Ltd, 14 May):\nNew boiler £2,390 fitted including removal, 10-year warranty.';
const SLACK =
  '[Slack export, #payments, 12 March]\nPriya Nair  9:02 AM\nwe should move the release to Thursday\nTom Okafor  9:05 AM\nfine by me, QA needs one more day';

const SHOP_SCHEMA = 'products(id, name, price)\nsales(id, product_id, qty, sold_at)';
const LIBRARY_SCHEMA = 'members(id, name, joined_on)\nloans(id, member_id, book_id, due_on, returned_on)';
const ORDERS_SCHEMA = 'customers(id, name, email, created_at)\norders(id, customer_id, total, placed_at)';
const CLINIC_SCHEMA = 'patients(id, name, dob)\nvisits(id, patient_id, visited_on, doctor)';
const PLANS_SCHEMA =
  'plans(id, name, price_cents)\nsubscriptions(id, user_id, plan_id, started_at, cancelled_at)';

const KEY_ERROR = `---------------------------------------------------------------------------
KeyError                                  Traceback (most recent call last)
Cell In[7], line 24
     22 df = pd.read_csv("sales.csv")
     23 df["month"] = pd.to_datetime(df["date"]).dt.month
---> 24 monthly = df.groupby("month")["revenue"].sum()

File ~/venv/lib/python3.11/site-packages/pandas/core/frame.py:3893, in DataFrame.__getitem__(self, key)
-> 3893     indexer = self.columns.get_loc(key)

KeyError: 'revenue'`;
const ZERO_DIVISION = `---------------------------------------------------------------------------
ZeroDivisionError                         Traceback (most recent call last)
Cell In[3], line 5
      3 total = sum(scores)
      4 count = len(scores)
----> 5 average = total / count

ZeroDivisionError: division by zero`;

const DEPOSIT_PROMPT = `ROLE
You are an experienced tenancy adviser in England.

CONTEXT
My landlord wants to keep £450 of my £1,200 deposit for "professional cleaning" and a stained carpet. The deposit is protected with the DPS (claim no. DPS-2291-77841-B).

DRAFT LETTER (between the lines)
---
Dear Mr Okafor,
I do not agree to the deductions. The flat was cleaned on 28 June and the carpet stain was noted in the check-in inventory.
---

TASK
Check my draft for tone and legal accuracy and suggest improvements.

OUTPUT FORMAT
| # | Quote | Problem | Suggested wording |`;
const BOTTLE_PROMPT = `TASK
Rewrite the product description below for a younger audience.

CONTEXT
We sell refillable water bottles. Our buyers are mostly students.

CONSTRAINTS
- Under 80 words
- Keep the price (£18) and the 24-hour cold claim

DESCRIPTION (between the lines)
---
The AquaKeep 750 is a double-walled stainless steel bottle that keeps drinks cold for 24 hours. Priced at £18.
---`;
const ABSTRACT_PROMPT = `ROLE
You are a careful copy editor.

TASK
Proofread the abstract below and list every change.

OUTPUT FORMAT
| # | Original | Corrected | Reason |

ABSTRACT
We examines the affect of sleep on memory in 40 adults. Results shows a strong effect.`;

const QA_PAIRS =
  "Q1: What is photosynthesis?\nA: Plants make food from light.\n\nQ2: Why is the sky blue?\nA: Because of how air scatters sunlight.\n\nQ3: What causes tides?\nA: The moon's gravity.";
const PARENTS =
  "R1: Homework load is too heavy in Year 8.\nR2: We never hear about detentions until days later.\nR3: The new uniform supplier is too expensive.\nR4: Homework is fine but the app is confusing.\nR5: Communication from the office is slow.\nR6: Uniform prices doubled this year.\nR7: I'd like more notice of trips.";
const BETA =
  'P1 - "Setup took forever, the QR code never scanned."\nP2 - "Love the dark mode."\nP3 - "Crashed twice when uploading photos."\nP4 - "QR pairing failed on my Pixel."\nP5 - "Battery drain is noticeable."';
const VOICEMAIL =
  "[voicemail transcript, Tue 9:14]\nHi it's Dr Shah's office, we need to move your appointment on Thursday to next Monday at 11, please call us back on 020 7946 0321.";

export const WHOLE_CASES: readonly WholeCase[] = [
  {
    id: 'qa-pairs',
    prompt: `Rate each answer 1-5 for clarity.\n\n${QA_PAIRS}`,
    blocks: [QA_PAIRS],
    request: 'Rate each answer 1-5 for clarity.',
  },
  {
    id: 'responses-ruled',
    prompt: `These are the answers from the parent consultation, please identify the 3 biggest concerns and quote one response for each:\n---\n${PARENTS}\n---`,
    blocks: [PARENTS],
  },
  {
    id: 'feedback-p',
    prompt: `Summarise the feedback from our beta testers:\n\n${BETA}\n\nGroup by theme please.`,
    blocks: [BETA],
  },
  {
    id: 'caption-voicemail',
    prompt: `${VOICEMAIL}\n\nwrite me a short text reply confirming monday works`,
    blocks: [VOICEMAIL],
    request: 'Write me a short text reply confirming monday works',
  },
  // 1. Clauses, never cleaned or renumbered, the user's aside apart.
  {
    id: 'clause-aside-blank',
    prompt: `what does this mean\n\n${CLAUSE_DEPOSIT}\n\nNot a lawyer obviously.`,
    blocks: [CLAUSE_DEPOSIT],
  },
  {
    id: 'clause-aside-tight',
    prompt: `what does this mean\n${CLAUSE_INVOICE}\nNot a lawyer obviously.`,
    blocks: [CLAUSE_INVOICE],
  },
  {
    id: 'clause-freelancer',
    prompt: `Can someone explain this clause in plain English?\n${CLAUSE_NOTICE}\nI'm a freelancer so keep it simple.`,
    blocks: [CLAUSE_NOTICE],
  },
  {
    id: 'clause-titled',
    prompt: `does this mean I cant work for a competitor for a year??\n\n${CLAUSE_COMPETE}`,
    blocks: [CLAUSE_COMPETE],
  },
  {
    id: 'clause-thanks',
    prompt: `can u explain this bit of my contract\n\n${CLAUSE_EMPLOYEE}\n\nthx`,
    blocks: [CLAUSE_EMPLOYEE],
  },
  {
    id: 'clause-question',
    prompt: `is this clause normal for a gym membership?\n${CLAUSE_GYM}`,
    blocks: [CLAUSE_GYM],
    request: 'Is this clause normal for a gym membership?',
  },
  // 2. An exercise's parts are one block, its own "Simplify:" included.
  { id: 'parts-factorise', prompt: `Help me with my homework:\n${FACTORISE}`, blocks: [FACTORISE] },
  {
    id: 'parts-roman',
    prompt: `Solve these and show the working please\n\n${EQUATIONS}`,
    blocks: [EQUATIONS],
  },
  {
    id: 'parts-worksheet',
    prompt: `Hi! My daughter's worksheet, she is stuck:\n${SIMPLIFY}\nPlease explain like she's 12.`,
    blocks: [SIMPLIFY],
  },
  {
    id: 'quiz-first',
    prompt: `${QUIZ}\n\nWrite a marking scheme for this quiz, one mark each.`,
    blocks: [QUIZ],
    request: 'Write a marking scheme for this quiz, one mark each.',
  },
  {
    id: 'quiz-marked',
    prompt: `Mark my answers please.\n${MARKED}`,
    blocks: [MARKED],
    request: 'Mark my answers please.',
  },
  // 3. Responses R1–R7, once each.
  {
    id: 'responses-colon',
    prompt: `Here are the consultation responses, can you pull out the main themes?\n\n${BUS}`,
    blocks: [BUS],
  },
  {
    id: 'responses-rule-after',
    prompt: `I ran the council consultation and got these back. Group them by theme and count how many mention each theme.\n${STREETS}\nKeep the response IDs in your answer.`,
    blocks: [STREETS],
  },
  {
    id: 'responses-dash',
    prompt: `Summarise these survey answers into 3 themes with counts\n\n${SHOP}`,
    blocks: [SHOP],
  },
  { id: 'responses-quoted', prompt: `please code these open responses into themes:\n${APP}`, blocks: [APP] },
  {
    id: 'responses-spaced',
    prompt: `Tag each response as positive, negative or mixed.\n\n${WORKSHOP}`,
    blocks: [WORKSHOP],
  },
  {
    id: 'responses-label',
    prompt: `Responses:\n${SHOP}\n\nCount the themes and give a percentage for each.`,
    blocks: [SHOP],
  },
  { id: 'sentences', prompt: `Check these for grammar:\n${SENTENCES}`, blocks: [SENTENCES] },
  // 4. A caption belongs to its paste.
  {
    id: 'caption-transcript',
    prompt: `${INTERVIEW}\n\nPull out the pain points from this interview.`,
    blocks: [INTERVIEW],
    request: 'Pull out the pain points from this interview.',
  },
  {
    id: 'caption-emails',
    prompt: `Can you help me reply to these? I want to sound calm.\n\n${SCHOOL_1}\n\n${SCHOOL_2}`,
    blocks: [SCHOOL_1, SCHOOL_2],
  },
  {
    id: 'caption-notes',
    prompt: `${CALL_NOTES}\n\nTurn this into a short summary email to my team.`,
    blocks: [CALL_NOTES],
    request: 'Turn this into a short summary email to my team.',
  },
  {
    id: 'caption-quotes',
    prompt: `Which of these quotes is cheapest overall?\n\n${QUOTES}`,
    blocks: [QUOTES],
  },
  {
    id: 'caption-slack',
    prompt: `Summarise what was agreed.\n\n${SLACK}`,
    blocks: [SLACK],
    request: 'Summarise what was agreed.',
  },
  // 5. A schema of several tables is one block.
  {
    id: 'schema-head-alone',
    prompt: `Schema:\n${SHOP_SCHEMA}\nWrite SQL to get monthly revenue per product for 2024.`,
    blocks: [SHOP_SCHEMA],
  },
  {
    id: 'schema-lead',
    prompt: `I have two tables:\n${LIBRARY_SCHEMA}\nWhich members have overdue books right now? Write the query for postgres.`,
    blocks: [LIBRARY_SCHEMA],
  },
  {
    id: 'schema-after-ask',
    prompt: `write a query for the top 5 customers by total order value last month\n\n${ORDERS_SCHEMA}`,
    blocks: [ORDERS_SCHEMA],
  },
  {
    id: 'schema-no-colon',
    prompt: `Tables\n${CLINIC_SCHEMA}\nWrite a query that lists patients with no visit in the last 12 months.`,
    blocks: [CLINIC_SCHEMA],
  },
  {
    id: 'schema-tables-label',
    prompt: `Write a Postgres query: number of active subscriptions per plan per month in 2024.\n\nTables:\n${PLANS_SCHEMA}`,
    blocks: [PLANS_SCHEMA],
  },
  // 6. Notebook tracebacks stay whole.
  {
    id: 'traceback-keyerror',
    prompt: `my notebook keeps failing, what's wrong?\n\n${KEY_ERROR}`,
    blocks: [KEY_ERROR],
    request: "My notebook keeps failing, what's wrong?",
  },
  { id: 'traceback-zero', prompt: `help\n\n${ZERO_DIVISION}`, blocks: [ZERO_DIVISION] },
  // 7. A prompt under its own capital headings comes back as written.
  { id: 'headed-deposit', prompt: DEPOSIT_PROMPT, blocks: [DEPOSIT_PROMPT] },
  { id: 'headed-bottle', prompt: BOTTLE_PROMPT, blocks: [BOTTLE_PROMPT] },
  { id: 'headed-abstract', prompt: ABSTRACT_PROMPT, blocks: [ABSTRACT_PROMPT] },
];
