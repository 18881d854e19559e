import { describe, expect, it } from 'vitest';
import { optimize } from './index';
import { expectWhole } from './test-corpus/expect-whole';
import { WHOLE_CASES } from './test-corpus/pasted-whole-cases';

/**
 * Pasted logs, documents, commented code and commit lists reach every assistant as one block,
 * byte for byte, and none of their lines leaks into the instructions (judged failure shapes).
 */

const TARGETS = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'] as const;

const RUST_ERROR = `error[E0499]: cannot borrow \`queue\` as mutable more than once at a time
  --> src/worker.rs:21:9
   |
20 |     let head = queue.front_mut();
   |                ----- first mutable borrow occurs here
21 |     queue.pop_front();
   |     ^^^^^ second mutable borrow occurs here
22 |     head.unwrap().retry();
   |     ---- first borrow later used here

For more information about this error, try \`rustc --explain E0499\`.`;

const GO_PANIC = `panic: assignment to entry in nil map

goroutine 1 [running]:
main.(*Cache).Put(...)
	/home/ana/cache/cache.go:31
main.main()
	/home/ana/cache/main.go:12 +0x45
exit status 2`;

const TS_ERRORS = `src/invoice.ts(8,17): error TS2339: Property 'totl' does not exist on type 'Invoice'.
src/invoice.ts(15,3): error TS2322: Type 'string' is not assignable to type 'Date'.`;

const GO_CODE = `// ParseDuration reads "1h30m" style strings.
// An empty string is an error.
func ParseDuration(s string) (time.Duration, error) {
	if s == "" {
		return 0, errors.New("empty")
	}
	return time.ParseDuration(s)
}`;

const COMMITS = `3f9a2c1 feat(auth): support passkeys
b7e4d90 fix: session expired too early on mobile
c1d2e3f refactor(db): move migrations to their own package
9a8b7c6 chore: bump vite to 5.2`;

describe('pasted material stays one block', () => {
  it.each(TARGETS)('keeps a rustc error with its gutter as one log (%s)', (target) => {
    const r = optimize(`why won't this build, I only pop one item\n\n${RUST_ERROR}`, target);
    expect(r.analysis.material).toHaveLength(1);
    expect(r.analysis.material[0]?.kind).toBe('log');
    expect(r.analysis.classification.kind).toBe('debug');
    expect(r.analysis.classification.programmingLanguage).toBe('rust');
    expect(r.analysis.request).not.toMatch(/-->|\|/);
    expectWhole(r.prompt, RUST_ERROR);
  });

  it('fences Rust code pasted with its error as rust, not javascript', () => {
    const code = `fn main() {\n    let mut names = vec!["a", "b"];\n    let first = &names[0];\n    names.clear();\n    println!("{}", first);\n}`;
    const r = optimize(`fix this\n\n${code}\n\n${RUST_ERROR}`, 'gpt');
    expect(r.analysis.request).toBe('Fix this');
    expect(r.analysis.material.map((m) => m.content)).toEqual([code, RUST_ERROR]);
    expect(r.analysis.material[0]?.lang).toBe('rust');
  });

  it.each(TARGETS)('keeps a Go panic with its frames and exit status (%s)', (target) => {
    const r = optimize(`help debugging this crash\n${GO_PANIC}`, target);
    expect(r.analysis.material.map((m) => m.content)).toEqual([GO_PANIC]);
    expect(r.analysis.classification.kind).toBe('debug');
    expectWhole(r.prompt, GO_PANIC);
  });

  it('reads tsc error lines as a TypeScript log', () => {
    const r = optimize(`what do these mean?\n${TS_ERRORS}`, 'claude');
    expect(r.analysis.material.map((m) => [m.kind, m.content])).toEqual([['log', TS_ERRORS]]);
    expect(r.analysis.classification.programmingLanguage).toBe('typescript');
    expectWhole(r.prompt, TS_ERRORS);
  });

  it.each(TARGETS)('keeps the doc comment inside the code to test (%s)', (target) => {
    const r = optimize(`write tests for this\n\n${GO_CODE}`, target);
    expect(r.analysis.request).toBe('Write tests for this');
    expect(r.analysis.material.map((m) => [m.lang, m.content])).toEqual([['go', GO_CODE]]);
    expect(r.analysis.classification.kind).toBe('tests');
    expectWhole(r.prompt, GO_CODE);
  });

  it('keeps a "# Python" comment with the function it documents, not a "# Markup" heading', () => {
    const py = `# Retry helper used by the sync job.\ndef retry(fn, times=3):\n    for _ in range(times):\n        try:\n            return fn()\n        except IOError:\n            pass`;
    expect(
      optimize(`write pytest tests for this\n\n${py}`, 'gpt').analysis.material.map((m) => m.content),
    ).toEqual([py]);
    const html = `# Markup\n<nav class="menu">\n  <a href="/">Home</a>\n</nav>`;
    const r = optimize(`check this nav for accessibility problems\n\n${html}`, 'claude');
    // However it is cut, the markup reaches the model whole.
    expect(r.prompt).toContain(html.slice(html.indexOf('<nav')));
    for (const m of r.analysis.material) expect(r.prompt).toContain(m.content);
  });

  it.each(TARGETS)('keeps a commit list whole for release notes (%s)', (target) => {
    const r = optimize(`write release notes for 3.1 from these commits\n\n${COMMITS}`, target);
    expect(r.analysis.material.map((m) => m.content)).toEqual([COMMITS]);
    expect(r.analysis.classification.kind).toBe('write');
    expect(r.prompt).not.toMatch(/^\s*(?:\d+\.|-)\s*(?:Fix|Feat|Refactor)\b/mu);
    expect(r.prompt).not.toMatch(/action items/u);
    expectWhole(r.prompt, COMMITS);
  });

  it('keeps a bulleted changelog whole, its first "fix:" line included', () => {
    const log = `- fix: export to PDF cut the last page\n- feat: shared folders\n- perf: faster login`;
    const r = optimize(`turn this into release notes for our users\n\n${log}`, 'gpt');
    expect(r.analysis.material.map((m) => m.content)).toEqual([log]);
    expect(r.analysis.request).toBe('Turn this into release notes for our users');
  });

  it.each(TARGETS)('keeps a pasted README with headings whole for translation (%s)', (target) => {
    const doc = `## Setup\n\nInstall with \`pip install tidyq\`.\n\n## Usage\n\n- Call \`tidyq.run()\`.\n  - It returns a list.\n\n## License\n\nApache-2.0`;
    const r = optimize(`translate this to German\n\n${doc}`, target);
    expect(r.analysis.classification.kind).toBe('translate');
    expect(r.analysis.material.map((m) => m.content)).toEqual([doc]);
    expectWhole(r.prompt, doc);
  });
});

describe('commands and identifiers keep their case', () => {
  it('keeps table names lower-case, the schema one block and list nesting in the request', () => {
    const r = optimize(
      `Build a small Go CLI for a tool library.\n\nRequirements:\n- Commands:\n  - borrow "Drill" --days N\n  - return "Drill"\n\nSchema:\ntools(id INTEGER, name TEXT)\nborrowers(id INTEGER, name TEXT)`,
      'gpt',
    );
    expect(r.analysis.material.map((m) => m.content)).toEqual([
      'tools(id INTEGER, name TEXT)\nborrowers(id INTEGER, name TEXT)',
    ]);
    expect(r.prompt).toContain('\ntools(id INTEGER, name TEXT)\nborrowers(');
    expect(r.analysis.request).toContain('\n  - borrow "Drill" --days N\n');
    expect(r.prompt).toContain('  - return "Drill"');
  });

  it.each(TARGETS)('never capitalises a command or ends it with a full stop (%s)', (target) => {
    const r = optimize(
      `write a python cli for my reading list. commands:\n- add <title> --author NAME\n- done <title>\n- list --unread\nsave it in books.json`,
      target,
    );
    expect(r.prompt).toContain('list --unread');
    expect(r.prompt).not.toMatch(/List --unread|--unread\.|--author NAME\./u);
  });
});

/** One of the cases by its id. */
function byId(id: string): (typeof WHOLE_CASES)[number] {
  const found = WHOLE_CASES.find((c) => c.id === id);
  if (!found) throw new Error(`no case ${id}`);
  return found;
}

describe('pasted clauses, exercises, responses, captions, schemas, tracebacks stay whole', () => {
  describe.each(WHOLE_CASES)('$id', ({ prompt, blocks, request }) => {
    it.each(TARGETS)('%s: every paste once, whole, and none of its lines elsewhere', (target) => {
      const r = optimize(prompt, target);
      for (const block of blocks) expectWhole(r.prompt, block);
      if (request !== undefined) expect(r.analysis.request).toBe(request);
    });
  });

  it('never cleans or renumbers a clause, and keeps the aside out of it', () => {
    const r = optimize(byId('clause-aside-tight').prompt, 'gpt');
    expect(r.prompt).toContain('by its due date');
    expect(r.prompt).not.toContain("it's due date");
    expect(r.prompt).not.toMatch(/^- (?:14\.|The Buyer)/mu);
    expect(r.analysis.material.map((m) => m.content)).toEqual([byId('clause-aside-tight').blocks[0]]);
    expect(r.analysis.request).toBe('What does this mean\nNot a lawyer obviously.');
  });

  it('keeps the question above a clause as the ask, not as a line of the paste', () => {
    const r = optimize(byId('clause-aside-blank').prompt, 'claude');
    expect(r.analysis.material).toHaveLength(1);
    expect(r.analysis.material[0]?.content.startsWith('14. The Tenant')).toBe(true);
    expect(r.analysis.request).toMatch(/^What does this mean/u);
  });

  it('keeps a caption with its paste and the label on the block', () => {
    const r = optimize(byId('caption-emails').prompt, 'gpt');
    expect(r.analysis.material.map((m) => m.label)).toEqual(['Email 1', 'Email 2']);
    expect(r.analysis.request).toBe('Can you help me reply to these? I want to sound calm.');
    expect(r.prompt).not.toMatch(/^- Email \d/mu);
  });

  it.each(TARGETS)('keeps capital headings, the lines between "---" and the table format (%s)', (target) => {
    const { prompt } = byId('headed-deposit');
    const r = optimize(prompt, target);
    expect(r.analysis.alreadyStructured).toBe(true);
    expect(r.prompt).not.toMatch(/^- (?:ROLE|CONTEXT|TASK)\b/mu);
    expect(r.prompt).toContain('DPS-2291-77841-B');
  });
});

/** Look-alikes whose lines are the user's own: they stay in the request, as before. */
const OWN_LINES = [
  'Build me a landing page for my bakery:\na) hero section with an order button\nb) opening hours\nc) a gallery of cakes',
  'R1: The system must support single sign-on.\nR2: Users must be able to reset their password by email.\nR3: Sessions must expire after 30 minutes of inactivity.\nWrite user stories for these requirements.',
  'My goals for this year:\n1. Run a 10k in under 50 minutes by June and keep training three times a week.\n2. Read twelve books, one a month, and write a short note on each one.\n3. Save £3,000 for a trip to Japan in the autumn with my sister.\nMake me a simple monthly plan.',
  'CONTEXT\nI run a small bakery in Leeds.\nwrite me an instagram post about our new sourdough',
  'Resuelve los ejercicios:\na) 2x + 3 = 11\nb) 5x − 4 = 3x + 6\nc) x/3 = 7',
  'Plan my week. Mon: gym + groceries. Tue: dentist at 3pm. Wed: nothing. Thu: dinner with Sam. Fri: deadline for the report.',
];

describe("look-alikes that are the user's own lines", () => {
  it.each(OWN_LINES)('finds no paste in %j', (rough) => {
    const r = optimize(rough, 'gpt');
    expect(r.analysis.material).toEqual([]);
    expect(r.analysis.alreadyStructured).toBe(false);
  });

  it('keeps "Email 1:" out of the block it labels', () => {
    const r = optimize(
      'Reply to both.\n\nEmail 1:\nHi, can we meet Tuesday at 10?\n\nEmail 2:\nHi, the invoice is attached.',
      'gpt',
    );
    expect(r.analysis.material.map((m) => [m.label, m.content])).toEqual([
      ['Email 1', 'Hi, can we meet Tuesday at 10?'],
      ['Email 2', 'Hi, the invoice is attached.'],
    ]);
  });
});

describe('an exercise that opens the prompt is the request, its parts with its stem', () => {
  const EXERCISES = [
    'A ferry crosses 18 km at 24 km/h.\n(a) How long does the crossing take?\n(b) Find its speed in m/s.\n(c) How far does it go in 20 minutes?\n\nanswers to 2 dp pls',
    'A bag holds 4 red and 6 blue counters. Two are drawn without replacement.\n(i) Find P(both red).\n(ii) Find P(one of each).\n(iii) Find P(at least one blue).\n\nexact fractions please',
  ];
  it.each(EXERCISES)('keeps the stem and every part together in the task: %j', (rough) => {
    const exercise = rough.slice(0, rough.indexOf('\n\n'));
    for (const target of TARGETS) {
      const r = optimize(rough, target);
      expect(r.analysis.material).toEqual([]);
      expect(r.prompt).toContain(exercise);
    }
  });
});
