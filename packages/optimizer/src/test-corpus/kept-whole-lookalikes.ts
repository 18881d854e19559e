/**
 * Prompts that look like a lead handing over a paste but are the user's own words: a structured
 * prompt's "Task:" / "Rules:" / "Output:" sections around a pasted log, an ask with a colon inside
 * its parentheses ("(label it: bug / feature…)"), and the user's questions after a pasted policy.
 * Each case: the prompt, the user's own lines that must stay in the request, and a line of the
 * paste that must stay material.
 */
export type LookAlike = readonly [rough: string, own: readonly string[], pasted: string];

/** A structured prompt with its own sections around a pasted log. */
export const OWN_SECTIONS: readonly LookAlike[] = [
  [
    'You are an SRE reviewing a nightly backup log.\n\nRules to apply (our backup policy):\n- Every job must finish before 06:00.\n- A job that retries more than twice must be flagged.\n- Any FAILED status needs a ticket number in the notes.\n\nLog from last night, copied from the console:\n```\njob,start,end,status,retries,notes\ndb-main,01:00,01:42,OK,0,\nfiles,02:00,06:35,OK,1,\nmail,03:00,03:10,FAILED,3,\n```\n\nTask: List every breach of the rules above in a table with columns: Job | Rule | Evidence. Then one sentence on overall health.\n\nDo not guess values for empty cells.',
    ['List every breach of the rules above in a table', 'Do not guess values for empty cells.'],
    'mail,03:00,03:10,FAILED,3,',
  ],
  [
    'Role: you are a payroll auditor for a small bakery.\n\nRules to check (from our handbook):\n- Overtime is paid at 1.5x after 40 hours a week.\n- A 30 minute break per shift is unpaid.\n\nTimesheet for week 14, exported from the app:\n```\nname,mon,tue,wed,thu,fri\nAna,8,9,10,8,9\nBen,7.5,8,8,8,8\n```\n\nTask: Work out who is owed overtime and how many hours.\n\nOutput format: a table Name | Hours | Overtime hours.',
    ['Work out who is owed overtime and how many hours.'],
    'Ana,8,9,10,8,9',
  ],
  [
    'You are a QA lead for a web shop.\n\nHere is the test run output:\n```\nPASS auth.spec.ts\nFAIL cart.spec.ts (2 failed)\nPASS search.spec.ts\n```\n\nTask: Summarise which suites failed and suggest the next step for each.\n\nRules: keep it under 100 words; do not speculate about causes not shown in the output.',
    ['Summarise which suites failed and suggest the next step for each.'],
    'FAIL cart.spec.ts (2 failed)',
  ],
  [
    'You are a data protection reviewer.\n\nRules to check against (our retention policy):\n- Customer files may be opened only with a stated reason.\n- Exports must be deleted within 30 days.\n\nAccess log for March, pasted from the admin panel:\n```\n2025-03-01 anna customers.csv reason=support\n2025-03-02 tom customers.csv\n2025-03-04 tom export.zip reason=audit\n```\n\nTask: List each breach with the date, the person and the rule it breaks.\n\nDo not flag anything the rules do not cover.',
    [
      'List each breach with the date, the person and the rule it breaks.',
      'Do not flag anything the rules do not cover.',
    ],
    '2025-03-02 tom customers.csv',
  ],
  [
    'You are a kitchen manager checking a cleaning rota.\n\nRules (our hygiene plan):\n- Every surface is cleaned twice a day.\n- Each clean is initialled.\n\nRota for Monday, copied from the wall sheet:\n```\narea,morning,evening\nprep bench,JS,JS\nfloor,JS,\nsink,,MK\n```\n\nTask: Point out every missed or unsigned clean, one per line.\n\nOutput: a bulleted list, nothing else.',
    ['Point out every missed or unsigned clean, one per line.'],
    'floor,JS,',
  ],
  [
    'You are a fleet safety officer.\n\nRules to apply (company driving policy):\n- No driver may drive more than 9 hours in a day.\n- A 45 minute break is needed after 4.5 hours of driving.\n\nTacho summary, pasted from the depot system:\n```\ndriver,date,hours,longest stint\nRaj,10/06,9.5,4.0\nEve,10/06,8.0,5.1\n```\n\nTask: List every breach of the rules above with the driver, date and the figure that breaks it.',
    ['List every breach of the rules above with the driver, date and the figure that breaks it.'],
    'Raj,10/06,9.5,4.0',
  ],
];

/** An ask whose parentheses hold a colon, over a pasted item set off by "---". */
export const COLON_IN_PARENS: readonly LookAlike[] = [
  [
    'Classify this support email for the help desk (categories: billing / login / bug / other, urgency low-medium-high, one-line reason).\n\n---\nSubject: Charged twice\nHi, I was billed twice for March. Order 5512. Please refund one of them.\n---\nOnly give me the three fields, nothing else.',
    ['(categories: billing / login / bug / other, urgency low-medium-high, one-line reason)'],
    'Hi, I was billed twice for March. Order 5512.',
  ],
  [
    'Review this pull request description (focus on: risk, missing tests, rollout plan) and keep it short.\n\n---\n## PR #91: switch session store to Redis\nMoves sessions from memory to Redis so we can run two instances.\n\nSteps to test:\n1. Log in\n2. Restart the app\n\nExpected: still logged in.\n---\nNo more than five bullets.',
    ['(focus on: risk, missing tests, rollout plan)'],
    'Moves sessions from memory to Redis so we can run two instances.',
  ],
  [
    'Tag this bug report for the team (format: component / severity S1-S4 / owner) and add one sentence on why.\n\n---\n### Bug: PDF invoice shows wrong VAT\n**Version:** 3.2.0\n\nSteps:\n1. Create an invoice with 20% VAT\n2. Download the PDF\n\nExpected: the VAT line shows 20%.\nActual: it shows 0%.\n---\nJust the tag and the sentence.',
    ['(format: component / severity S1-S4 / owner)'],
    '### Bug: PDF invoice shows wrong VAT',
  ],
  [
    'Label this customer review for our dashboard (options: positive / negative / mixed, plus the product it mentions).\n\n---\nThe kettle boils fast but the lid broke after a week. Customer service replaced it quickly though, so I am mostly happy.\n---\nJust the label and the product, nothing else.',
    ['(options: positive / negative / mixed, plus the product it mentions)'],
    'The kettle boils fast but the lid broke after a week.',
  ],
  [
    'Summarise this incident for the weekly report (include: start time, impact, root cause, fix) in plain words.\n\n---\nIncident 2025-04-02\n09:12 API error rate rises to 30%\n09:20 on-call engineer paged\n09:41 bad config rolled back\n09:45 error rate back to normal\n---\nKeep it to four lines.',
    ['(include: start time, impact, root cause, fix)'],
    '09:41 bad config rolled back',
  ],
  [
    'Triage this ticket for our app (label it: bug / feature / question, priority P1-P3, one-sentence reason). We already have #77 "Dark mode resets on restart" open.\n\n---\n### Ticket #91: Theme goes back to light after update\n**Reporter:** @mkowal\n\nAfter updating to 4.2 my dark theme is gone every time I open the app.\n\nSteps:\n1. Settings → Theme → Dark\n2. Close and reopen the app\n\nExpected: dark theme stays.\n---\nJust the three fields, please.',
    ['(label it: bug / feature / question, priority P1-P3, one-sentence reason)'],
    'After updating to 4.2 my dark theme is gone every time I open the app.',
  ],
];

/** The user's own questions after a pasted policy or agreement. */
export const QUESTIONS_AFTER_POLICY: readonly LookAlike[] = [
  [
    "I took 3 days of annual leave right before my notice period ended. Our handbook says:\n\n7.1 Annual leave during notice\nLeave may not be taken during the notice period without written approval from the department head.\n\n7.2 Payment in lieu\nUntaken leave will be paid in the final salary.\n\nHR says they will deduct the 3 days from my final pay. Who's right? Also my team lead approved it by email, does that count?",
    ["Who's right?"],
    'Leave may not be taken during the notice period without written approval from the department head.',
  ],
  [
    'Can I claim the train fare for the conference? Our expenses policy says:\n\nTravel\nStandard-class rail fares are reimbursed when booked at least 7 days in advance. Taxis are reimbursed only where no public transport is available.\n\nReceipts\nAll claims need an itemised receipt submitted within 30 days.\n\nI booked it 5 days before because the agenda came out late, and my boss says that is fine. Am I right to claim it? And is it a problem that I lost the paper receipt but still have the e-ticket?',
    ['Am I right to claim it?'],
    'Standard-class rail fares are reimbursed when booked at least 7 days in advance.',
  ],
  [
    'My landlord wants to keep my deposit for repainting. The tenancy agreement says:\n\nClause 9. The tenant shall return the property in the same condition as at the start of the tenancy, fair wear and tear excepted.\n\nClause 10. The deposit may be used to cover damage beyond fair wear and tear.\n\nMy landlord says faded walls after four years count as damage. Can I push back on this? What should I say to him?',
    ['Can I push back on this?'],
    'Clause 10. The deposit may be used to cover damage beyond fair wear and tear.',
  ],
  [
    "Do I have to pay the cancellation fee? The gym's terms say:\n\n5. Cancellation\nMembers may cancel with 30 days' written notice. Cancellation in the first 12 months incurs a fee of £60.\n\n6. Medical freeze\nMembership can be frozen for up to 3 months with a doctor's letter.\n\nMy friend says I can freeze instead of cancelling since I broke my leg. Who's right, and could I do both?",
    ["Who's right"],
    'Membership can be frozen for up to 3 months with a doctor',
  ],
  [
    "Our school's phone policy says:\n\nPhones must be switched off and kept in bags during lessons. A phone seen in a lesson will be confiscated until the end of the day.\n\nMy son's phone was taken for a whole week because it buzzed in his bag. Is that allowed under the policy? Should I complain to the head?",
    ['Is that allowed under the policy?'],
    'A phone seen in a lesson will be confiscated until the end of the day.',
  ],
];
