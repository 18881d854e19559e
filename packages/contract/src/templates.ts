import type { PromptTemplate } from './template-types';

/** Markdown code fence, kept out of the template literals so they need no escaping. */
const FENCE = '```';

/**
 * The 40 built-in prompt templates: the Templates page and the MCP server list them. Each content is a complete prompt with a role,
 * context, numbered steps, constraints and an explicit output format; ALL-CAPS bracketed placeholders
 * (for example [TOPIC] or [PASTE CODE HERE]) mark what the user fills in.
 */
export const TEMPLATES: readonly PromptTemplate[] = [
  {
    id: 1,
    title: 'Code Explainer',
    use: 'coding',
    agents: ['gpt', 'claude', 'deepseek', 'mistral', 'metaLlama'],
    description:
      'Get a clear, block-by-block explanation of unfamiliar code, with an example trace and hidden risks.',
    content: `You are a senior [LANGUAGE] engineer and a patient mentor. Explain the code below to a reader with [EXPERIENCE LEVEL] experience so they can maintain it confidently.

## Code
${FENCE}
[PASTE CODE HERE]
${FENCE}

## Context
Where this code runs and what it is for: [CONTEXT OR PURPOSE]

## Steps
1. Summarize in 2-3 sentences what the code does and why it exists.
2. Walk through it block by block, in execution order, explaining intent rather than restating syntax.
3. Call out non-obvious language features, libraries or patterns and why they are used here.
4. Trace one concrete example input through the code and show the resulting output.
5. List edge cases, hidden assumptions and potential bugs, each with the line or block it concerns.

## Constraints
- Do not rewrite the code unless a fix is needed to explain a bug; keep any snippet under 10 lines.
- If behaviour depends on code that is not shown, say so instead of guessing.
- Define every technical term the first time you use it.

## Output format
Markdown with these headings: Summary, Walkthrough, Key Concepts, Example Trace, Risks and Edge Cases.`,
  },
  {
    id: 2,
    title: 'Blog Post Generator',
    use: 'writing',
    agents: ['gpt', 'claude', 'mistral', 'metaLlama'],
    description:
      'Write a well-structured, SEO-friendly blog post for a specific audience, keyword and call to action.',
    content: `You are an experienced content writer and SEO editor. Write a blog post about [TOPIC] for [TARGET AUDIENCE].

## Inputs
- Primary keyword: [PRIMARY KEYWORD]
- Goal of the post (educate, persuade or convert): [POST GOAL]
- Tone of voice: [TONE]
- Length: about [WORD COUNT] words
- Call to action: [CALL TO ACTION]

## Steps
1. Identify the reader's main question or pain point about [TOPIC] and name it in the first two sentences as a hook.
2. Outline 4-6 H2 sections that progress logically; add H3s only where a section needs them.
3. Give each section one clear idea, a concrete example, statistic or mini case study, and a short takeaway.
4. Use the primary keyword in the title, the first 100 words, one H2 and the conclusion, naturally and without stuffing.
5. Close with a recap of the key points and the call to action.

## Constraints
- Short paragraphs (2-4 sentences), active voice, no filler such as "in today's fast-paced world".
- Do not invent statistics; mark any figure that needs a source with [SOURCE NEEDED].

## Output format
1. Three title options, each under 60 characters
2. A meta description under 155 characters
3. The full post in Markdown`,
  },
  {
    id: 3,
    title: 'Marketing Copy Reviewer',
    use: 'business',
    agents: ['gpt', 'claude', 'gemini', 'mistral'],
    description:
      'Audit marketing copy for clarity, persuasion and brand voice, then get line edits and a stronger rewrite.',
    content: `You are a senior conversion copywriter and brand strategist. Review the marketing copy below and make it clearer, more persuasive and on-brand.

## Copy to review
"""
[PASTE COPY HERE]
"""

## Context
- Channel and format (landing page, email, ad, social post): [CHANNEL]
- Target audience: [TARGET AUDIENCE]
- Product or offer: [PRODUCT OR OFFER]
- Desired action: [DESIRED ACTION]
- Brand voice: [BRAND VOICE]

## Steps
1. State in one sentence what the copy is trying to achieve and whether a reader would grasp it within five seconds.
2. Evaluate it on: clarity, relevance to the audience, benefits versus features, proof and credibility, urgency, call-to-action strength and brand-voice consistency.
3. Quote each weak phrase exactly, explain the problem and propose a stronger alternative.
4. Flag any claim that could mislead or may need legal review.
5. Write an improved version within 10% of the original length.

## Output format
- Overall verdict (Strong, Needs work or Weak) with a one-sentence reason
- Table: Criterion | Rating (Good, Fair, Poor) | Evidence | Fix
- Line edits: Original -> Suggested -> Why
- The revised copy`,
  },
  {
    id: 4,
    title: 'Data Analysis Plan',
    use: 'analysis',
    agents: ['gpt', 'claude', 'deepseek'],
    description:
      'Turn a business question into a rigorous analysis plan: metrics, data checks, methods, risks and deliverables.',
    content: `You are a senior data analyst. Create a rigorous, practical analysis plan before any data is touched.

## Context
- Business question: [BUSINESS QUESTION]
- Dataset (source, number of rows, key columns, time span): [DATASET DESCRIPTION]
- Decision this analysis will inform: [DECISION]
- Tools available: [TOOLS]
- Deadline: [DEADLINE]

## Steps
1. Restate the business question as 2-4 specific, testable analytical questions, each with its hypothesis.
2. Define every metric: exact formula, unit, granularity and filters.
3. List data-quality checks (missing values, duplicates, outliers, definitions that changed over time) and how each issue will be handled.
4. Choose a method for each question (descriptive statistics, segmentation, trend analysis, statistical test or model) and justify it, including its assumptions.
5. Identify confounders, biases and limitations, and how to mitigate them.
6. Plan the deliverable: which chart or table answers which question.

## Constraints
- Prefer the simplest method that answers the question.
- If the dataset lacks something needed, list it under "Data gaps" instead of assuming it exists.

## Output format
Markdown sections: Objectives, Metrics (table: Metric | Definition | Source columns), Data Quality Checks, Methods, Risks and Limitations, Data Gaps, Deliverables and Timeline.`,
  },
  {
    id: 5,
    title: 'Creative Story Starter',
    use: 'creative',
    agents: ['gpt', 'claude', 'gemini', 'mistral', 'metaLlama'],
    description:
      'Get three vivid, original story openings in your genre, each with ideas for where the plot could go next.',
    content: `You are an award-winning fiction writer and writing coach. Give me vivid, original openings for a story I will continue myself.

## Story parameters
- Genre: [GENRE]
- Setting (time and place): [SETTING]
- Main character: [MAIN CHARACTER]
- Theme or feeling to explore: [THEME]
- Point of view and tense: [POINT OF VIEW]
- Audience age group: [AUDIENCE AGE]

## Steps
1. Write three distinct openings of 150-250 words each, each with a different approach: one starts in the middle of action, one with a striking line of dialogue, one with an unusual sensory detail.
2. In each opening, establish the character's desire or problem and hint at a conflict without resolving anything.
3. End every opening on a line that makes the reader need to know what happens next.
4. After each opening, suggest two directions the plot could take.

## Constraints
- Show, don't tell: reveal emotion through action, dialogue and detail.
- Avoid cliches such as waking from a dream, weather-report openings or mirror descriptions.
- Keep the language appropriate for the audience age group.

## Output format
For each opening: a working title, the opening text, then "Where it could go:" with two bullet points.`,
  },
  {
    id: 6,
    title: 'Resume Optimizer',
    use: 'writing',
    agents: ['gpt', 'claude', 'metaLlama'],
    description:
      'Tailor your resume to a job description with ATS keywords, quantified bullets and a sharper summary.',
    content: `You are an expert resume writer and former recruiter who understands applicant tracking systems (ATS). Optimize my resume for a specific job.

## My resume
"""
[PASTE RESUME HERE]
"""

## Target job
- Job title: [JOB TITLE]
- Career level and years of experience: [EXPERIENCE LEVEL]
- Job description:
"""
[PASTE JOB DESCRIPTION HERE]
"""

## Steps
1. Extract the 10-15 most important skills, tools and qualifications from the job description.
2. Compare them with my resume and mark each as present, weak or missing.
3. Rewrite each experience bullet as: action verb + what I did + measurable result. Where a number is missing, insert [ADD METRIC] instead of inventing one.
4. Rewrite my summary in 3 sentences tailored to this role.
5. Say what to cut, merge or move so the resume fits on [PAGE COUNT] pages and leads with the most relevant experience.

## Constraints
- Never invent experience, employers, dates, degrees or numbers.
- Use the job description's exact terminology wherever it is truthful.
- Keep the layout ATS-friendly: no tables, columns, graphics, headers or footers.

## Output format
1. Keyword table: Keyword | Status (Present, Weak, Missing) | Where to add it
2. Rewritten summary
3. Rewritten experience section
4. Top 5 further recommendations`,
  },
  {
    id: 7,
    title: 'Database Schema Designer',
    use: 'coding',
    agents: ['gpt', 'claude', 'deepseek'],
    description:
      'Design a normalized relational schema with keys, constraints, indexes, DDL and example queries.',
    content: `You are a senior database architect. Design a normalized, production-ready relational schema for the application described below.

## Requirements
- Application: [APPLICATION DESCRIPTION]
- Core entities and key user actions: [ENTITIES AND ACTIONS]
- Database engine: [DATABASE ENGINE]
- Expected scale (row counts, read/write ratio): [EXPECTED SCALE]
- Special needs (multi-tenancy, soft deletes, audit history, localization): [SPECIAL REQUIREMENTS]

## Steps
1. List the entities, their attributes and their relationships (one-to-one, one-to-many, many-to-many) with cardinality.
2. Normalize to third normal form; note any deliberate denormalization and why.
3. Choose data types, primary keys, foreign keys with ON DELETE behaviour, unique and check constraints, and defaults.
4. Propose indexes based on the most frequent queries and justify each one.
5. Write the DDL for [DATABASE ENGINE].
6. Give 3 example queries for the most common use cases.

## Constraints
- Consistent snake_case names and plural table names.
- created_at and updated_at timestamps on every mutable table.
- If a requirement is ambiguous, state your assumption in one line.

## Output format
1. Assumptions
2. Entity-relationship summary (table: Table | Purpose | Key relationships)
3. DDL in one SQL code block
4. Index rationale
5. Example queries`,
  },
  {
    id: 8,
    title: 'Test Case Generator',
    use: 'coding',
    agents: ['gpt', 'claude', 'deepseek', 'mistral'],
    description:
      'Generate a test plan and runnable unit tests covering happy paths, boundaries, errors and side effects.',
    content: `You are a meticulous QA engineer and test-automation expert. Write a thorough test suite for the code below.

## Code under test
${FENCE}
[PASTE CODE HERE]
${FENCE}

## Context
- Language and test framework: [LANGUAGE] with [TEST FRAMEWORK]
- What the code is supposed to do: [EXPECTED BEHAVIOUR]
- Dependencies to mock (APIs, database, clock, randomness): [DEPENDENCIES]

## Steps
1. List the behaviours to verify, grouped as: happy paths, boundary values, invalid input and error handling, state and side effects.
2. For each behaviour, design one test case with its input, expected outcome and the reason it matters.
3. Note behaviour that cannot be tested without refactoring and suggest the smallest change that would allow it.
4. Write the runnable test code.

## Constraints
- One behaviour per test, with descriptive names that read like sentences.
- Arrange-Act-Assert structure in every test.
- Tests must be deterministic: mock time, randomness and network calls.
- Do not change the code under test.

## Output format
1. Test plan table: ID | Scenario | Input | Expected result | Type
2. The complete test file in one code block
3. Coverage gaps and refactoring suggestions`,
  },
  {
    id: 9,
    title: 'Historical Event Analysis',
    use: 'education',
    agents: ['gpt', 'claude', 'deepseek', 'gemini'],
    description:
      'Analyse a historical event through its causes, key actors, timeline, perspectives and lasting consequences.',
    content: `You are a historian and experienced history teacher. Analyse a historical event in a balanced, evidence-based way for [AUDIENCE LEVEL] learners.

## Event
[HISTORICAL EVENT], in [PLACE], around [TIME PERIOD]

## Steps
1. Context: describe the political, economic, social and cultural conditions that led up to the event.
2. Causes: separate long-term causes from short-term triggers and explain how they connect.
3. Key actors: identify the main individuals and groups, their goals and the constraints they faced.
4. Timeline: list the 6-10 most important moments in chronological order.
5. Perspectives: compare how at least two groups experienced or interpreted the event, and how historians' views have changed.
6. Consequences: separate short-term from long-term effects and, if relevant, link the event to [MODERN CONNECTION].

## Constraints
- Distinguish established facts from interpretation, and mark contested points as "debated".
- Give approximate dates and avoid judging the past by present-day standards without saying so.
- Suggest 3 kinds of primary sources a student could consult; do not invent titles or quotations.

## Output format
A heading for each step, the timeline as a bulleted list, and 3 discussion questions at the end. About [WORD COUNT] words in total.`,
  },
  {
    id: 10,
    title: 'Bug Hunter',
    use: 'coding',
    agents: ['gpt', 'claude', 'deepseek', 'metaLlama'],
    description:
      'Track down the root cause of a bug from code, symptoms and stack traces, then get a minimal, verified fix.',
    content: `You are a senior software engineer who specializes in debugging. Find the root cause of the bug below and fix it.

## Code
${FENCE}
[PASTE CODE HERE]
${FENCE}

## The problem
- Language, framework and versions: [LANGUAGE AND VERSIONS]
- Expected behaviour: [EXPECTED BEHAVIOUR]
- Actual behaviour: [ACTUAL BEHAVIOUR]
- Error message or stack trace: [ERROR MESSAGE]
- Steps to reproduce: [STEPS TO REPRODUCE]
- What I have already tried: [ATTEMPTS SO FAR]

## Steps
1. Restate the symptom and narrow down where in the code it can originate.
2. List up to 3 candidate causes, ranked by likelihood, with the evidence for each.
3. Pick the most likely root cause and explain the exact mechanism that produces the symptom.
4. Provide the minimal fix, then mention any related bugs you noticed.
5. Explain how to verify the fix, including one regression test.

## Constraints
- Fix the cause, not the symptom: do not silence errors or wrap code in blanket try/catch blocks.
- Leave unrelated code unchanged.
- If the information is insufficient, say exactly which extra logs or data you need.

## Output format
Root cause (2-3 sentences), Candidate causes (ranked list), Fix (code block with only the changed parts and a short explanation), Verification, Other issues spotted.`,
  },
  {
    id: 11,
    title: 'SQL Query Optimizer',
    use: 'coding',
    agents: ['gpt', 'claude', 'deepseek', 'mistral'],
    description:
      'Speed up a slow SQL query with a result-preserving rewrite, index recommendations and a way to verify gains.',
    content: `You are a database performance engineer with deep knowledge of query planners. Make the SQL query below faster without changing its results.

## Query
${FENCE}
[PASTE SQL QUERY HERE]
${FENCE}

## Context
- Database engine and version: [DATABASE ENGINE]
- Relevant table definitions and existing indexes: [TABLE DEFINITIONS]
- Approximate row counts: [ROW COUNTS]
- Current runtime and target runtime: [CURRENT RUNTIME] and [TARGET RUNTIME]
- Execution plan, if available: [EXECUTION PLAN]

## Steps
1. Explain in plain language what the query does.
2. Identify the bottlenecks: full scans, non-sargable predicates, implicit casts, unnecessary sorts, correlated subqueries, SELECT *, poor join order or missing indexes.
3. Rewrite the query and explain each change.
4. Recommend indexes (as CREATE INDEX statements) and their write-cost trade-offs.
5. Explain how to confirm the improvement with EXPLAIN ANALYZE or the engine's equivalent.

## Constraints
- The optimized query must return exactly the same rows, including NULL handling and duplicates.
- Use only syntax supported by [DATABASE ENGINE].
- State any assumption about data distribution that affects your advice.

## Output format
Summary, Bottlenecks (most costly first), Optimized query (SQL code block), Index recommendations, How to verify.`,
  },
  {
    id: 12,
    title: 'Regex Builder',
    use: 'coding',
    agents: ['gpt', 'deepseek', 'gemini', 'mistral'],
    description:
      'Build a correct, readable regular expression from examples, with a token-by-token explanation and tests.',
    content: `You are a regular-expression expert. Build a correct, readable regex for the task below.

## Task
- What to match: [WHAT TO MATCH]
- Regex flavor or programming language: [REGEX FLAVOR]
- Examples that must match: [MATCHING EXAMPLES]
- Examples that must NOT match: [NON MATCHING EXAMPLES]
- Validate the whole string, or find occurrences inside longer text: [MATCH MODE]

## Steps
1. Restate the rules the pattern must enforce, including edge cases the examples imply.
2. Write the pattern.
3. Explain it token by token.
4. Check it against every example above and report pass or fail for each.
5. Point out any catastrophic-backtracking risk and any input the pattern accepts that it probably should not.

## Constraints
- Prefer clarity over cleverness; use named groups where the flavor supports them.
- Use only features available in [REGEX FLAVOR].
- If the task really needs a parser rather than a regex, say so.

## Output format
1. The pattern in a code block
2. Explanation table: Token | Meaning
3. Test results table: Example | Expected | Result
4. A short usage snippet for [REGEX FLAVOR]`,
  },
  {
    id: 13,
    title: 'Refactoring Coach',
    use: 'coding',
    agents: ['claude', 'deepseek', 'mistral'],
    description:
      'Refactor messy code in small, safe, behaviour-preserving steps and learn the reasoning behind each one.',
    content: `You are a pragmatic staff engineer who coaches developers on clean code. Help me refactor the code below step by step while keeping its behaviour identical.

## Code
${FENCE}
[PASTE CODE HERE]
${FENCE}

## Context
- Language and framework: [LANGUAGE]
- Main pain point (readability, testability, duplication, performance, size): [PAIN POINT]
- Team conventions or style guide: [CONVENTIONS]

## Steps
1. Identify code smells (long functions, deep nesting, duplication, unclear names, hidden side effects, tight coupling) and quote where each occurs.
2. Prioritise them by value versus risk.
3. Propose a sequence of small, safe refactorings (extract function, rename, introduce parameter object, replace conditional with polymorphism, and so on), each leaving the code working.
4. Show the final refactored code.
5. List the tests that should exist before refactoring to prove the behaviour is unchanged.

## Constraints
- Preserve the public interface and observable behaviour unless I explicitly agree to change them.
- Do not introduce new dependencies.
- Explain the why behind each step in one or two sentences so I learn the pattern.

## Output format
Smells found (table: Smell | Location | Impact), Refactoring plan (numbered), Refactored code (one code block), Safety-net tests.`,
  },
  {
    id: 14,
    title: 'API Documentation Writer',
    use: 'writing',
    agents: ['gpt', 'claude', 'mistral'],
    description:
      'Turn endpoint code or a rough spec into clear developer docs with parameters, examples and error tables.',
    content: `You are a technical writer who produces developer-friendly API reference documentation. Document the API described below.

## Source material
${FENCE}
[PASTE ENDPOINT CODE OR SPEC HERE]
${FENCE}

## Context
- API name and base URL: [API NAME AND BASE URL]
- Authentication method: [AUTHENTICATION]
- Audience (internal team, partners, public developers): [AUDIENCE]
- Language for code samples: [LANGUAGE]

## Steps
1. For each endpoint, write a one-line summary and a short note on when to use it.
2. Document the method and path, headers, and every path, query and body parameter (name, type, required, default, description, constraints).
3. Document the responses: status codes, response schema and a realistic example body for success and for each error.
4. Add a copy-paste request example in cURL and in [LANGUAGE].
5. Cover rate limits, pagination, idempotency and versioning if the source shows them.

## Constraints
- Document only what the source supports; mark unknowns as [TO CONFIRM].
- Consistent terminology, present tense, second person ("you").

## Output format
Markdown: an Overview section and an Authentication section, then one H2 per endpoint with a Parameters table, Request example, Response example and Errors table.`,
  },
  {
    id: 15,
    title: 'Email Newsletter',
    use: 'writing',
    agents: ['gpt', 'claude', 'gemini', 'metaLlama'],
    description:
      'Write an engaging newsletter issue with tested subject lines, a clear main story and one strong call to action.',
    content: `You are an email marketing specialist known for newsletters with high open and click rates. Write the next issue of our newsletter.

## Inputs
- Newsletter name and sender: [NEWSLETTER NAME]
- Audience and what they care about: [TARGET AUDIENCE]
- Main story or announcement: [MAIN STORY]
- Secondary items (2-4 updates or links): [SECONDARY ITEMS]
- Primary call to action and link: [CALL TO ACTION]
- Tone: [TONE]

## Steps
1. Write 5 subject lines under 50 characters, each with a different angle: curiosity, benefit, urgency, personal, number. Add preview text for the strongest one.
2. Open with a 2-3 sentence intro that speaks directly to the reader.
3. Present the main story with one clear takeaway and the primary call to action.
4. Summarize each secondary item in 1-2 sentences followed by [LINK].
5. Close with a personal sign-off and a P.S. that repeats the call to action.

## Constraints
- Body of about [WORD COUNT] words, scannable, with short paragraphs and a few bolded key phrases.
- Only one primary call to action; no spam-trigger wording such as "FREE!!!" or "act now".

## Output format
Subject lines, Preview text, then the email body in Markdown.`,
  },
  {
    id: 16,
    title: 'Press Release',
    use: 'writing',
    agents: ['gpt', 'claude', 'mistral'],
    description:
      'Draft a newsworthy, AP-style press release with a strong headline, inverted-pyramid body and a real quote.',
    content: `You are a public-relations professional whose press releases get picked up by major outlets. Write a press release journalists can publish with minimal edits.

## Facts
- Organization: [ORGANIZATION NAME]
- Announcement: [ANNOUNCEMENT]
- Why it matters and to whom: [SIGNIFICANCE]
- Key details (dates, prices, availability, numbers): [KEY DETAILS]
- Spokesperson name and title: [SPOKESPERSON]
- City and release date: [CITY AND DATE]
- Media contact: [MEDIA CONTACT]

## Steps
1. Write a headline under 100 characters and a subheadline that adds the most important supporting fact.
2. Write the dateline and a lead paragraph that answers who, what, when, where and why in under 50 words.
3. Add 2-3 body paragraphs in inverted-pyramid order, from most to least newsworthy.
4. Include one quote from the spokesperson that adds insight or emotion rather than repeating facts.
5. Finish with an "About [ORGANIZATION NAME]" boilerplate paragraph and the media contact block, then end with ###.

## Constraints
- AP style, third person, objective tone; no hype words such as "revolutionary" or "game-changing".
- 400-600 words. Use only the facts provided and mark anything missing as [TO CONFIRM].

## Output format
The press release as plain text, with the sections in the order above.`,
  },
  {
    id: 17,
    title: 'Tone & Style Rewriter',
    use: 'writing',
    agents: ['gpt', 'claude', 'gemini', 'mistral', 'metaLlama'],
    description:
      'Rewrite any text for a new tone, audience or medium while keeping every fact and commitment intact.',
    content: `You are a versatile editor who adapts text to any audience without losing its meaning. Rewrite the text below in a new tone.

## Original text
"""
[PASTE TEXT HERE]
"""

## Target
- Desired tone (for example formal, friendly, confident, empathetic, playful): [TARGET TONE]
- Audience: [TARGET AUDIENCE]
- Medium (email, social post, report, chat message): [MEDIUM]
- Length (shorter, about the same, longer): [LENGTH]

## Steps
1. Identify the key message, facts, names, numbers and required terms that must survive the rewrite.
2. Describe the current tone in 3 adjectives.
3. Rewrite the text for the target tone, audience and medium by adjusting vocabulary, sentence length and formality.
4. Check that no fact, number, name or commitment was added, changed or removed.

## Constraints
- Keep the meaning and all factual content identical.
- Use plain language unless the audience expects technical terms.
- Add greetings, sign-offs or emojis only if the medium calls for them.

## Output format
Current tone: 3 adjectives
Rewritten text
Key changes: 3-5 bullets explaining the main adjustments`,
  },
  {
    id: 18,
    title: 'Business Plan Outline',
    use: 'business',
    agents: ['gpt', 'claude', 'deepseek'],
    description:
      'Build an investor-ready business plan outline with the key questions, first-draft answers and risky assumptions.',
    content: `You are a startup advisor and former venture-capital analyst. Create a detailed business plan outline I can complete and present to investors or lenders.

## Business
- Business idea: [BUSINESS IDEA]
- Industry and location: [INDUSTRY AND LOCATION]
- Stage (idea, pre-revenue, revenue): [STAGE]
- Target customers: [TARGET CUSTOMERS]
- Funding needed and its purpose: [FUNDING NEEDED]
- Who will read the plan (investors, bank, internal team): [PLAN AUDIENCE]

## Steps
1. Structure the outline as: Executive Summary, Problem and Solution, Market Analysis, Competition, Business Model, Go-to-Market, Operations, Team, Financial Plan, Risks, Funding Request and Milestones.
2. Under each section, list the 3-5 questions it must answer and the evidence a reader will expect.
3. Draft a first answer to each question using only the information above; mark gaps as [NEEDS DATA].
4. Identify the three riskiest assumptions and propose a cheap way to test each.
5. Suggest the key metrics to track in the first 12 months.

## Constraints
- Be concrete; avoid generic statements that could apply to any business.
- Do not invent market sizes or figures; give the formula or the source to look up instead.

## Output format
A Markdown outline with an H2 per section and nested bullets for questions and draft answers, followed by a Riskiest Assumptions table and a Key Metrics table.`,
  },
  {
    id: 19,
    title: 'SWOT Analysis',
    use: 'business',
    agents: ['gpt', 'claude', 'deepseek', 'mistral'],
    description:
      'Run an evidence-based SWOT analysis and turn it into prioritised strategies with owners and success metrics.',
    content: `You are a strategy consultant. Run a rigorous SWOT analysis and turn it into an actionable strategy.

## Subject
- Company, product or project: [COMPANY OR PRODUCT]
- Industry and market: [INDUSTRY]
- Current situation and goals: [CURRENT SITUATION]
- Main competitors: [COMPETITORS]
- Time horizon: [TIME HORIZON]

## Steps
1. List 4-6 items per quadrant. Strengths and weaknesses must be internal and within our control; opportunities and threats must be external.
2. Support each item with specific evidence or reasoning, not a generic statement.
3. Rate each item's impact as high, medium or low.
4. Build a TOWS matrix: SO strategies (use strengths to seize opportunities), WO (overcome weaknesses through opportunities), ST (use strengths to counter threats) and WT (reduce weaknesses and avoid threats).
5. Recommend the 3 highest-priority actions, each with an owner role, a first step and a success metric.

## Constraints
- Never put the same item in two quadrants.
- Where information is missing, state the assumption you used.

## Output format
1. SWOT grid as a two-by-two Markdown table
2. Evidence and impact notes for each item
3. TOWS strategies as four short lists
4. Priority actions table: Action | Owner | First step | Success metric`,
  },
  {
    id: 20,
    title: 'Cold Outreach Email',
    use: 'business',
    agents: ['gpt', 'gemini', 'mistral'],
    description:
      'Write a short, personalised three-email cold outreach sequence that earns replies without sounding spammy.',
    content: `You are a B2B sales copywriter whose cold emails earn above-average reply rates. Write a personalised cold email sequence.

## Inputs
- Sender, company and offer: [SENDER AND OFFER]
- Prospect name, role and company: [PROSPECT]
- Something specific about the prospect (recent news, post, hiring, funding): [PERSONALIZATION HOOK]
- The prospect's likely pain point: [PAIN POINT]
- Proof (customer result, metric or case study): [PROOF POINT]
- Desired next step: [CALL TO ACTION]

## Steps
1. Write email 1 in 75-125 words: an opening line built on the personalization hook, one sentence linking it to the pain point, one sentence of value backed by the proof point, and a low-friction call to action phrased as a question.
2. Write a follow-up for day 3 in under 60 words that adds a new angle or a useful resource.
3. Write a polite closing email for day 8 in under 50 words.
4. Give 3 subject-line options per email, each under 6 words, with no clickbait.

## Constraints
- Focus on the prospect: use "you" more than "we".
- No attachments, at most one link, no fake familiarity such as "Hope you're well".
- Plain text only.

## Output format
Email 1, Email 2, Email 3, each with Subject options and Body.`,
  },
  {
    id: 21,
    title: 'Product Description',
    use: 'business',
    agents: ['gpt', 'claude', 'gemini', 'metaLlama'],
    description:
      'Write a benefit-led, SEO-ready product description with scannable bullets, from specs or a product photo.',
    content: `You are an e-commerce copywriter whose product descriptions rank in search and convert browsers into buyers. Write a product description for the item below.

## Product
- Product name: [PRODUCT NAME]
- Category: [PRODUCT CATEGORY]
- Key features and specifications: [FEATURES AND SPECS]
- Target customer and their main need: [TARGET CUSTOMER]
- Positioning (budget, mid-range, premium) and price: [POSITIONING]
- Sales channel (own store, marketplace): [SALES CHANNEL]
- SEO keywords: [KEYWORDS]

If a product photo is attached, use visible details such as colour, material and design, but do not guess specifications that are not stated.

## Steps
1. Turn each feature into a customer benefit ("feature, so you can ...").
2. Write a headline that names the product and its main benefit.
3. Write an opening paragraph of 2-3 sentences that speaks to the customer's need.
4. Add 4-6 scannable bullet points: benefit first, specification second.
5. Close with one sentence that answers the most likely objection (size, durability, fit or returns).

## Constraints
- 120-200 words plus the bullets; sensory, concrete language.
- Work the keywords in naturally; no superlatives you cannot back up.
- Follow the formatting norms of [SALES CHANNEL].

## Output format
Headline, Description, Bullet points, Objection handler, then an SEO title under 60 characters and a meta description under 155 characters.`,
  },
  {
    id: 22,
    title: 'Meeting Summary',
    use: 'business',
    agents: ['gpt', 'claude', 'mistral', 'metaLlama'],
    description:
      'Turn raw meeting notes or a transcript into decisions, owned action items and open questions.',
    content: `You are an executive assistant who writes crisp, accurate meeting summaries. Turn the notes or transcript below into a summary the team can act on.

## Meeting
- Title and date: [MEETING TITLE AND DATE]
- Attendees and roles: [ATTENDEES]
- Notes or transcript:
"""
[PASTE NOTES OR TRANSCRIPT HERE]
"""

## Steps
1. Identify the purpose of the meeting and the topics discussed.
2. Extract every decision made, and who made it.
3. Extract every action item with its owner and due date; if either is missing, write "Unassigned" or "No date".
4. List open questions and unresolved disagreements.
5. Write a 3-sentence executive summary for people who did not attend.

## Constraints
- Use only what appears in the notes; do not infer decisions that were not stated.
- Neutral, factual tone; attribute opinions to the people who expressed them.
- Keep the whole summary under [WORD COUNT] words.

## Output format
### Executive summary
### Decisions (bullets)
### Action items (table: Action | Owner | Due date)
### Open questions (bullets)
### Next meeting (date and agenda, if mentioned)`,
  },
  {
    id: 23,
    title: 'Job Description',
    use: 'business',
    agents: ['gpt', 'gemini', 'mistral'],
    description:
      'Write an inclusive, compelling job posting with clear responsibilities, realistic requirements and pay.',
    content: `You are an experienced talent-acquisition partner who writes inclusive, compelling job descriptions. Write a job posting for the role below.

## Role
- Job title and level: [JOB TITLE]
- Team and reporting line: [TEAM]
- Company and its mission in one sentence: [COMPANY DESCRIPTION]
- Location and work model (onsite, hybrid, remote): [LOCATION]
- Main responsibilities: [RESPONSIBILITIES]
- Must-have qualifications: [MUST HAVE QUALIFICATIONS]
- Nice-to-have qualifications: [NICE TO HAVE QUALIFICATIONS]
- Salary range and key benefits: [COMPENSATION]

## Steps
1. Write a 2-3 sentence hook on why the role matters and what the person will achieve in their first year.
2. List 5-7 responsibilities, each starting with an action verb.
3. List at most 6 must-have requirements and move everything else to nice-to-have.
4. Describe the team, the hiring process step by step, and the compensation.
5. End with an equal-opportunity statement and an invitation to apply even without meeting every requirement.

## Constraints
- Gender-neutral, jargon-free language that addresses the reader as "you".
- No unnecessary degree requirements, no age-coded words such as "young" or "digital native", no "rockstar" or "ninja".
- 350-600 words.

## Output format
Headings: About the role, What you'll do, What you'll bring, Nice to have, Compensation and benefits, Our hiring process, How to apply.`,
  },
  {
    id: 24,
    title: 'Poem Workshop',
    use: 'creative',
    agents: ['claude', 'gemini', 'metaLlama'],
    description:
      'Brainstorm, write or revise a poem in a chosen form, with craft feedback like a real poetry workshop.',
    content: `You are a published poet and a generous workshop leader. Help me write or revise a poem.

## Inputs
- Subject or occasion: [POEM SUBJECT]
- Emotion or mood: [MOOD]
- Form (free verse, sonnet, haiku sequence, villanelle, ghazal): [POETIC FORM]
- Length: [NUMBER OF LINES] lines
- My draft, if I have one:
"""
[PASTE DRAFT HERE OR WRITE NONE]
"""

## Steps
1. If I supplied a draft, name what already works, then give specific feedback on imagery, line breaks, sound, rhythm and the ending, quoting the lines you discuss.
2. If there is no draft, brainstorm 8 concrete images and 5 unexpected word pairings related to the subject.
3. Write the poem, or revise my draft into it, following the rules of the chosen form exactly.
4. Explain 3 craft choices you made and the effect each is meant to create.

## Constraints
- Prefer concrete images to abstractions such as "love", "pain" or "soul".
- Avoid forced rhyme; any rhyme must sound natural.
- Keep my voice: revise my lines rather than replacing them wholesale.

## Output format
Feedback (or Brainstorm), then the Poem, then Craft notes.`,
  },
  {
    id: 25,
    title: 'Screenplay Scene',
    use: 'creative',
    agents: ['claude', 'mistral'],
    description:
      'Write one tight, properly formatted screenplay scene with clear objectives, subtext and a turning point.',
    content: `You are a professional screenwriter. Write a single, tightly constructed scene in standard screenplay format.

## Scene brief
- Genre and tone: [GENRE AND TONE]
- Characters in the scene (name, age, what they want): [CHARACTERS]
- Location and time of day: [LOCATION AND TIME]
- What happened just before this scene: [PRIOR EVENTS]
- The scene's purpose in the story (reveal, reversal, confrontation): [SCENE PURPOSE]
- Target length: [PAGE COUNT] pages

## Steps
1. Define each character's objective and obstacle in this scene, and the turning point where the power shifts.
2. Enter the scene late and leave it early.
3. Write dialogue with subtext: characters rarely say exactly what they mean.
4. Use action lines for visible behaviour, never for inner thoughts.
5. End on a moment that changes the situation or raises a new question.

## Constraints
- Standard format: scene heading such as INT. KITCHEN - NIGHT, action in present tense, character names in capitals above dialogue, parentheticals only when essential.
- Action paragraphs of at most 4 lines; no camera directions.

## Output format
A two-line breakdown (objectives and turn), the scene in screenplay format, then 2 alternative endings in one sentence each.`,
  },
  {
    id: 26,
    title: 'Worldbuilding Guide',
    use: 'creative',
    agents: ['gpt', 'claude', 'deepseek', 'metaLlama'],
    description:
      'Build a coherent, original world for fiction or games, with rules, cultures, history and story hooks.',
    content: `You are a worldbuilding consultant for novelists and game designers. Help me build a coherent, original world that generates story conflict.

## Seed
- Genre: [GENRE]
- Core concept in one sentence: [CORE CONCEPT]
- Level of technology or magic: [TECHNOLOGY OR MAGIC LEVEL]
- Tone (hopeful, grim, whimsical): [TONE]
- The story or game this world is for: [STORY PURPOSE]

## Steps
1. Define 3 foundational rules of the world (physical, magical or social) and the cost or limit of each.
2. Describe the geography and climate, and how they shape where and how people live.
3. Create 2-3 cultures or factions: values, power structure, economy, beliefs and what each wants from the others.
4. Outline a short history: 3-5 defining events and the tensions they still cause.
5. Describe daily life for an ordinary person: food, work, fears and celebrations.
6. Derive 5 story hooks from the conflicts these elements create.
7. Check for internal contradictions and list each with a fix.

## Constraints
- Every detail should create a consequence or a conflict; cut purely decorative facts.
- Avoid copying well-known settings, and flag anything that feels derivative.

## Output format
A one-paragraph "World at a glance" first, then an H2 per step, with the story hooks as a numbered list.`,
  },
  {
    id: 27,
    title: 'Character Profile',
    use: 'creative',
    agents: ['gpt', 'claude', 'gemini', 'mistral', 'metaLlama'],
    description:
      'Create a deep, believable character with goals, flaws, backstory, voice, relationships and an arc.',
    content: `You are a character-development coach for novelists and screenwriters. Build a deep, believable character I can write from the inside.

## Inputs
- Character name and role in the story: [CHARACTER NAME AND ROLE]
- Genre and setting: [GENRE AND SETTING]
- Age, background and occupation: [BACKGROUND]
- What I already know about them: [KNOWN DETAILS]

## Steps
1. Define the core: external goal (what they want), internal need (what they actually need), the lie they believe and their greatest fear.
2. Write a 150-200 word backstory centred on the wound that created the lie.
3. Describe their personality: 3 strengths, 3 flaws, inner contradictions, habits, and a distinctive way of speaking with 2 sample lines of dialogue.
4. Map their relationships with 2-3 other characters and the tension in each.
5. Sketch the character arc: starting state, turning points, end state.
6. Suggest 3 scenes that would test this character hardest.

## Constraints
- Flaws must be real and have consequences, not be cute quirks.
- Show each trait through a behaviour, not only a label.

## Output format
Headings: Snapshot (one paragraph), Core, Backstory, Personality, Voice, Relationships, Arc, Scene ideas.`,
  },
  {
    id: 28,
    title: 'Song Lyrics',
    use: 'creative',
    agents: ['gpt', 'claude', 'gemini', 'metaLlama'],
    description:
      'Write original, singable song lyrics with a strong hook, a story that moves and consistent rhythm.',
    content: `You are a professional songwriter and lyricist. Write original song lyrics that are singable and emotionally specific.

## Brief
- Genre: [GENRE]
- Theme or story: [SONG THEME]
- Point of view (first, second or third person): [POINT OF VIEW]
- Mood and energy: [MOOD]
- Structure (default: verse, chorus, verse, chorus, bridge, chorus): [SONG STRUCTURE]
- Words or images that must appear: [MUST INCLUDE]

## Steps
1. Write a one-line hook that sums up the song, and build the chorus around it.
2. Make each verse move the story forward with new, concrete details; never repeat a verse's idea.
3. Write a bridge that shifts the perspective, time or emotion.
4. Keep syllable counts consistent between matching lines so the melody can repeat.
5. In the chorus hook, write the stressed syllables in capitals.

## Constraints
- Original lyrics only: do not quote or closely imitate existing songs.
- Prefer near rhymes and internal rhymes to predictable perfect rhymes.
- Avoid cliched pairs such as fire and desire or heart and apart.

## Output format
Title, then the lyrics with each section labelled (Verse 1:, Chorus:, Bridge:), then two sentences on the song's meaning and a suggested tempo.`,
  },
  {
    id: 29,
    title: 'Lesson Plan Designer',
    use: 'education',
    agents: ['gpt', 'claude', 'mistral', 'metaLlama'],
    description:
      'Design a ready-to-teach lesson plan with measurable objectives, timed activities, differentiation and an exit ticket.',
    content: `You are an experienced teacher and instructional designer. Create a complete, ready-to-teach lesson plan.

## Lesson details
- Subject and topic: [SUBJECT AND TOPIC]
- Grade level or age group: [GRADE LEVEL]
- Lesson length: [LESSON LENGTH] minutes
- Class size and setting (in person or online): [CLASS SETTING]
- What students already know: [PRIOR KNOWLEDGE]
- Curriculum standard, if any: [STANDARD]

## Steps
1. Write 2-3 measurable learning objectives that begin "Students will be able to..." and use Bloom's taxonomy verbs.
2. Sequence the lesson with timings: hook, direct instruction, guided practice, independent practice, and closure with a formative check.
3. For each phase, describe what the teacher does and what the students do.
4. Add differentiation for students who need support and for those who need extension.
5. List the materials and write any handout text or board notes.
6. Design a 3-question exit ticket with answers.

## Constraints
- The timings must add up to exactly [LESSON LENGTH] minutes.
- Include at least one active-learning activity (pairs, groups or hands-on).

## Output format
Headings: Objectives, Materials, Lesson Sequence (table: Time | Phase | Teacher | Students), Differentiation, Assessment and Exit Ticket, Optional Homework.`,
  },
  {
    id: 30,
    title: 'Quiz Generator',
    use: 'education',
    agents: ['gpt', 'claude', 'gemini', 'mistral', 'metaLlama'],
    description:
      'Create a balanced quiz that tests real understanding, with plausible distractors and an explained answer key.',
    content: `You are an assessment designer. Create a quiz that accurately measures understanding of [TOPIC].

## Quiz settings
- Audience and level: [AUDIENCE LEVEL]
- Number of questions: [NUMBER OF QUESTIONS]
- Question types (multiple choice, true or false, short answer): [QUESTION TYPES]
- Difficulty mix (for example 40% easy, 40% medium, 20% hard): [DIFFICULTY MIX]
- Source material (optional):
"""
[PASTE SOURCE MATERIAL HERE]
"""

## Steps
1. Identify the key concepts the quiz must cover and spread the questions evenly across them.
2. Write questions that test understanding and application, not just recall; at least a third should ask the learner to apply a concept to a new situation.
3. For multiple choice, write one correct answer and three plausible distractors based on common misconceptions.
4. Write an answer key with a one-sentence explanation for each answer.

## Constraints
- If source material is provided, base every question on it alone.
- No "all of the above", "none of the above", double negatives or trick questions.
- Vary the position of the correct option.

## Output format
Numbered questions with options labelled A to D, then a separate Answer Key: question number, correct answer, explanation, concept tested.`,
  },
  {
    id: 31,
    title: 'Concept Explainer (ELI5)',
    use: 'education',
    agents: ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'],
    description:
      'Understand any concept: explained like you are five, then at your level, with an example and a self-check.',
    content: `You are a gifted teacher who can explain any idea to anyone. Explain [CONCEPT] so that [TARGET AUDIENCE] can truly understand it.

## Context
- Why I want to understand it: [PURPOSE]
- What I already know: [PRIOR KNOWLEDGE]

## Steps
1. Give a one-sentence, jargon-free definition.
2. Explain it as if to a five-year-old, using one everyday analogy.
3. Explain it again at the level of the target audience, building on the analogy and introducing the correct terms.
4. Walk through one concrete, real-world example step by step.
5. Name 2-3 common misconceptions and correct them.
6. End with 3 check-your-understanding questions and their answers.

## Constraints
- Short sentences; define each technical term the first time it appears.
- Say where the analogy breaks down so it does not mislead.
- Simplify, but never say anything false.

## Output format
Headings: In one sentence, Like I'm five, The real explanation, Example, Common misconceptions, Check yourself.`,
  },
  {
    id: 32,
    title: 'Study Schedule',
    use: 'education',
    agents: ['gpt', 'claude', 'deepseek', 'gemini'],
    description:
      'Plan a realistic study schedule for an exam using spaced repetition, active recall and built-in buffer time.',
    content: `You are a learning coach who applies evidence-based study techniques (spaced repetition, active recall, interleaving). Build a realistic study schedule for me.

## My situation
- Exam or goal: [EXAM OR GOAL]
- Exam date or deadline: [DEADLINE]
- Topics to cover, each with my confidence (low, medium, high): [TOPICS AND CONFIDENCE]
- Hours available per weekday and per weekend day: [AVAILABLE HOURS]
- Fixed commitments to work around: [COMMITMENTS]
- Preferred study times: [PREFERRED TIMES]

## Steps
1. Calculate the total hours available and allocate them by topic, giving more time to low-confidence and heavily weighted topics.
2. Lay out a week-by-week plan, then a day-by-day plan for the first week.
3. Schedule spaced reviews of each topic, for example 1, 3, 7 and 14 days after first study.
4. Assign an active method to every session: practice questions, flashcards, teaching back or past papers.
5. Reserve the final days for full practice exams and review, and include rest days.

## Constraints
- Sessions of 25-50 minutes with breaks, and no more than [MAX HOURS] hours of study on any day.
- Keep 10-15% of the time as buffer for catching up.

## Output format
Time allocation table (Topic | Hours | Reason), Weekly overview, Week 1 schedule table (Day | Time | Topic | Method), and 5 tips for sticking to the plan.`,
  },
  {
    id: 33,
    title: 'Essay Feedback',
    use: 'education',
    agents: ['gpt', 'claude', 'metaLlama'],
    description:
      'Get honest, rubric-based feedback on an essay, with quoted evidence and the three revisions that matter most.',
    content: `You are an experienced writing instructor who gives honest, specific and encouraging feedback. Review my essay and help me improve it myself.

## Essay
"""
[PASTE ESSAY HERE]
"""

## Assignment
- Prompt or question: [ESSAY PROMPT]
- Level (high school, undergraduate, graduate): [ACADEMIC LEVEL]
- Essay type (argumentative, analytical, narrative, reflective): [ESSAY TYPE]
- Rubric or grading criteria, if any: [RUBRIC]
- Word limit: [WORD COUNT]

## Steps
1. Summarize my thesis in one sentence; if you cannot, say so, because that is the first thing to fix.
2. Evaluate thesis clarity, argument and evidence, structure and flow, depth of analysis, counterarguments, style and mechanics, and use of citations.
3. For each criterion, quote a specific passage, explain the issue and suggest how to fix it.
4. Highlight 2-3 genuine strengths to keep.
5. Prioritise the 3 revisions that would improve the essay most.

## Constraints
- Do not rewrite the essay for me; give at most one example sentence per issue.
- Use worded ratings (Excellent, Good, Developing, Needs work), not numbers.
- Be direct but respectful.

## Output format
Thesis summary, Feedback table (Criterion | Rating | Evidence | Suggestion), Strengths, Top 3 revisions.`,
  },
  {
    id: 34,
    title: 'Language Practice Partner',
    use: 'education',
    agents: ['gpt', 'claude', 'gemini', 'mistral'],
    description:
      'Practise a foreign language through a role-play conversation with gentle, level-appropriate corrections.',
    content: `You are a friendly, patient [TARGET LANGUAGE] tutor and conversation partner. Help me practise through a realistic role-play conversation.

## Setup
- My native language: [NATIVE LANGUAGE]
- My level (CEFR A1 to C2): [LEVEL]
- Scenario (for example ordering at a restaurant, a job interview, meeting new neighbours): [SCENARIO]
- Grammar or vocabulary I want to practise: [FOCUS AREA]

## How the session works
1. Start the role-play in [TARGET LANGUAGE] with one short line that sets the scene, then wait for my reply.
2. Match my level: short, simple sentences for A1-A2; natural speed and idioms from B2 upwards.
3. After each of my replies, first continue the conversation in character, then add a "Corrections" note in [NATIVE LANGUAGE] covering up to 3 errors: what I wrote, the corrected version and a one-line rule.
4. If I write "help", give me 2-3 phrases I could use next, with translations.
5. After 10 exchanges, or when I write "end", summarize: my strengths, recurring mistakes, 10 new words or phrases with translations, and one exercise to practise.

## Constraints
- Never answer on my behalf; ask one question at a time.
- Correct only meaningful errors so I am not overwhelmed.

## Output format
Your line in the conversation, then Corrections if any. Begin now.`,
  },
  {
    id: 35,
    title: 'Survey Results Interpreter',
    use: 'analysis',
    agents: ['gpt', 'claude', 'deepseek', 'mistral'],
    description:
      'Interpret survey results: check data quality, compare segments, code open answers and recommend actions.',
    content: `You are a market-research analyst experienced in survey methodology. Interpret the survey results below and turn them into decisions.

## Survey
- Purpose of the survey: [SURVEY PURPOSE]
- Respondents (who, how they were recruited, sample size): [RESPONDENT DETAILS]
- Segments to compare (for example plan type, region, tenure): [SEGMENTS]
- Questions and results, including counts, percentages and open-ended answers:
"""
[PASTE SURVEY RESULTS HERE]
"""

## Steps
1. Check data quality: sample size, response rate, likely selection and response biases, leading questions.
2. Summarize the headline finding for each question, giving counts and percentages together.
3. Compare the segments and report only differences large enough to matter, noting the margin of error.
4. Code the open-ended answers into 4-8 themes, each with its frequency and a representative quote.
5. Connect the findings to the survey's purpose and recommend actions, each tied to its evidence.

## Constraints
- Distinguish correlation from causation and do not generalize beyond the sample.
- Use only the data provided, and say explicitly where more data is needed.

## Output format
Key takeaways (5 bullets), Data quality notes, Findings by question, Segment differences table, Open-ended themes table (Theme | Count | Example quote), Recommendations, Suggested follow-up questions.`,
  },
  {
    id: 36,
    title: 'A/B Test Analyzer',
    use: 'analysis',
    agents: ['gpt', 'deepseek'],
    description:
      'Check whether an A/B test result is significant, valid and worth shipping, with the statistics shown.',
    content: `You are an experimentation analyst and statistician. Analyse the A/B test below and tell me whether to ship the change.

## Experiment
- Hypothesis: [HYPOTHESIS]
- Primary metric and its definition: [PRIMARY METRIC]
- Guardrail metrics: [GUARDRAIL METRICS]
- Variant A (control): [CONTROL VISITORS] visitors, [CONTROL CONVERSIONS] conversions
- Variant B (treatment): [TREATMENT VISITORS] visitors, [TREATMENT CONVERSIONS] conversions
- Test duration and planned sample size: [TEST DURATION]
- Significance level and minimum detectable effect: [SIGNIFICANCE LEVEL]

## Steps
1. Compute the conversion rates, the absolute and relative lift, and the 95% confidence interval of the difference.
2. Run the appropriate test (two-proportion z-test or chi-square) and report the p-value, showing the formulas and intermediate numbers.
3. Check validity: sample ratio mismatch, whether the planned sample size was reached, peeking, novelty effects and full weekly cycles.
4. Judge practical significance against the minimum detectable effect and any guardrail movement.
5. Recommend Ship, Do not ship or Keep testing, with your reasoning.

## Constraints
- Never declare a winner from a non-significant result; explain what such a result does and does not mean.
- Round percentages to two decimal places.

## Output format
Results table (Variant | Visitors | Conversions | Rate), Statistical test, Validity checks, Recommendation, Next steps.`,
  },
  {
    id: 37,
    title: 'Financial Ratio Analysis',
    use: 'analysis',
    agents: ['gpt', 'deepseek', 'metaLlama'],
    description:
      'Assess financial health with liquidity, solvency, profitability and efficiency ratios plus a DuPont breakdown.',
    content: `You are a chartered financial analyst. Assess the financial health of the company below using ratio analysis.

## Data
- Company and industry: [COMPANY AND INDUSTRY]
- Periods covered: [PERIODS]
- Industry benchmarks, if known: [INDUSTRY BENCHMARKS]
- Financial statements (income statement, balance sheet, cash flow statement), pasted as text or attached as images:
"""
[PASTE FINANCIAL STATEMENTS HERE]
"""

## Steps
1. For each period, calculate: liquidity (current and quick ratio), solvency (debt-to-equity, interest coverage), profitability (gross, operating and net margin, ROA, ROE), efficiency (asset turnover, inventory days, receivable days) and cash quality (operating cash flow to net income, free cash flow).
2. Show the formula and the inputs used for every ratio.
3. Identify trends across periods and compare with the benchmarks where available.
4. Use a DuPont breakdown to explain what drives ROE.
5. Summarize strengths, red flags and the questions an investor or lender should ask management.

## Constraints
- Use only the figures provided; if an input is missing, mark the ratio "n/a" and say what is needed.
- This is analysis, not investment advice.

## Output format
Ratio table (Ratio | Formula | one column per period | Benchmark | Trend), DuPont analysis, Strengths, Red flags, Questions for management, Overall assessment in 3 sentences.`,
  },
  {
    id: 38,
    title: 'Literature Review Synthesizer',
    use: 'analysis',
    agents: ['claude'],
    description:
      'Synthesize many research sources into themes, evidence strength and research gaps, citing only what you provide.',
    content: `You are an academic researcher skilled at systematic literature reviews. Synthesize the sources below into a critical review of what is known about [RESEARCH QUESTION].

## Sources
Paste each source with its authors, year and abstract or key excerpts, separated by blank lines:
"""
[PASTE SOURCES HERE]
"""

## Context
- Field or discipline: [FIELD]
- Purpose (thesis chapter, grant proposal, paper introduction): [PURPOSE]
- Citation style: [CITATION STYLE]

## Steps
1. For each source, extract the research question, method, sample, key findings and limitations.
2. Group the sources into 3-5 themes or schools of thought instead of summarizing paper by paper.
3. Within each theme, compare findings: where do they agree or conflict, and why (method, sample, context)?
4. Evaluate the overall strength of the evidence.
5. Identify gaps, open questions and promising directions for future research.

## Constraints
- Cite only the sources provided, in [CITATION STYLE]; never invent references or findings.
- Quote or paraphrase accurately and attribute every claim.
- Formal academic tone.

## Output format
1. Source matrix table: Source | Method | Sample | Key finding | Limitation
2. Thematic synthesis, one heading per theme
3. Research gaps and future directions
4. A 150-word summary paragraph`,
  },
  {
    id: 39,
    title: 'Root Cause Analysis',
    use: 'analysis',
    agents: ['gpt', 'claude', 'deepseek', 'mistral'],
    description:
      'Find the real cause of an incident with a fishbone and 5 Whys, then plan corrective and preventive actions.',
    content: `You are a reliability engineer and continuous-improvement facilitator experienced in root cause analysis (5 Whys, fishbone diagrams, fault trees). Find the real cause of the problem below and prevent it from recurring.

## Incident
- Problem statement (what, where, when, how big): [PROBLEM STATEMENT]
- Timeline of events: [TIMELINE]
- Impact on customers or operations: [IMPACT]
- Data, logs or observations available: [EVIDENCE]
- Immediate fixes already applied: [IMMEDIATE ACTIONS]

## Steps
1. Restate the problem precisely, separating symptoms from the problem itself.
2. Build a fishbone analysis across people, process, technology, materials, environment and measurement.
3. Run a 5 Whys chain for the most likely branches, citing the evidence at each step.
4. Distinguish root causes from contributing factors, and state your confidence in each.
5. Propose corrective actions (fix this instance) and preventive actions (stop recurrence), each with an owner role, a deadline and a metric that proves it worked.

## Constraints
- Blameless: focus on systems and processes, not individual fault.
- Where evidence is missing, label the step as a hypothesis and say how to verify it.

## Output format
Problem statement, Fishbone (bullets by category), 5 Whys chains, Root causes with confidence, Action plan table (Action | Type | Owner | Deadline | Success metric), Lessons learned.`,
  },
  {
    id: 40,
    title: 'Competitor Analysis',
    use: 'analysis',
    agents: ['gpt', 'claude', 'deepseek'],
    description:
      'Profile and compare competitors, map the positioning landscape and find opportunities to differentiate.',
    content: `You are a competitive-intelligence analyst. Produce a competitor analysis that helps [COMPANY NAME] sharpen its positioning.

## Inputs
- Our product and value proposition: [OUR PRODUCT]
- Target market and customer segment: [TARGET MARKET]
- Competitors to analyse (3-5): [COMPETITORS]
- What we already know about them (pricing pages, reviews, feature lists): [COMPETITOR INFORMATION]
- Decision this analysis should inform: [DECISION]

## Steps
1. Profile each competitor: target customer, core offer, pricing model, distribution channels, brand positioning and apparent strategy.
2. Compare the features and capabilities that matter most to the target customer.
3. Analyse each competitor's strengths and weaknesses from the customer's point of view, using review themes where available.
4. Place all players on the two positioning axes buyers care about most, and describe the resulting map in words.
5. Identify underserved needs and white-space opportunities.
6. Recommend 3-5 moves for us, each labelled differentiate, match or ignore, with reasoning.

## Constraints
- Separate facts from the inputs from your own inferences, and label inferences clearly.
- Do not state current prices or figures you cannot verify; mark them [VERIFY].

## Output format
Executive summary, Competitor profiles, Feature comparison table (Feature | Us | one column per competitor), Positioning map description, Opportunities, Recommendations.`,
  },
];
