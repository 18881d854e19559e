import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * Pasted chats and code keep every line, the last one too however short ("[..] Ana: me", "end",
 * "fi", "done"), and code is fenced with its own language or with none, never a wrong one.
 */

const TARGETS = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'] as const;

/** The paste is one material block, byte for byte, and no line of it shows up anywhere else. */
function expectOneBlock(rough: string, paste: string, target: (typeof TARGETS)[number]): string {
  const r = optimize(rough, target);
  const blocks = r.analysis.material.filter((m) => m.content.includes(paste.split('\n')[0] ?? ''));
  expect(
    blocks.map((m) => m.content),
    r.prompt,
  ).toEqual([paste]);
  const at = r.prompt.indexOf(paste);
  expect(at, r.prompt).toBeGreaterThanOrEqual(0);
  const outside = r.prompt.slice(0, at) + r.prompt.slice(at + paste.length);
  for (const line of paste.split('\n')) {
    const t = line.trim();
    if (t === '') continue;
    // Short lines ("end", "fi", "me") must not come back as a bullet or sentence of their own.
    const own = new RegExp(`^(?:- )?${t.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\.?$`, 'imu');
    if (t.length >= 8) expect(outside, `"${t}" leaked`).not.toContain(t);
    else expect(outside, `"${t}" leaked`).not.toMatch(own);
  }
  return r.prompt;
}

const CHATS: ReadonlyArray<readonly [string, string, string]> = [
  [
    'dated, brackets, ask after',
    `[03/09 08:01] Ana: can someone take mum to the dentist weds 9am
[03/09 08:04] Ben: I can do fri not weds. Also sat morning works
[03/09 08:11] Carla: weds is ok if I'm back by 11
[03/09 08:15] Ben: who has the mon slot?
[03/09 08:20] Ana: me`,
    'make a table of who drives when and show the gaps',
  ],
  [
    'whatsapp android, ask after',
    `12/04/2025, 19:02 - Marta: are we still doing the bake sale saturday
12/04/2025, 19:05 - Joel: yes, I'll bring the tables
12/04/2025, 19:07 - Marta: who has the card reader?
12/04/2025, 19:09 - Joel: Priti
12/04/2025, 19:10 - Priti: yep`,
    'list every task and who owns it',
  ],
  [
    'whatsapp ios with seconds',
    `[4/2/25, 21:14:05] Leo: flight lands 6:40 tomorrow
[4/2/25, 21:15:40] Sam: I'll pick you up. Terminal 2?
[4/2/25, 21:16:02] Leo: T1 actually
[4/2/25, 21:16:30] Sam: ok`,
    'write a short reminder message I can send Sam the night before',
  ],
  [
    'bare time in brackets with am/pm',
    `[10:42 AM] Priya: the migration is stuck on the orders table
[10:44 AM] Tom: I'll roll back the index change
[10:51 AM] Priya: thanks. ping me when it's done
[10:58 AM] Tom: done`,
    'turn this into a two-line incident update',
  ],
  [
    'dashed times',
    `10:42 - Priya: deploy is blocked on the migration
10:44 - Tom: rolling back now
10:51 - Priya: ty
10:52 - Tom: k`,
    'summarise this for the people who missed it',
  ],
  [
    'names only',
    `Ana: can someone water the plants while I'm away
Ben: I can do Monday and Tuesday. Not Wednesday though
Carla: I'll take Wednesday
Ana: and Thursday?
Ben: me`,
    'who covers which day? flag any day nobody has',
  ],
];

describe('a pasted chat stays one block, its last line included', () => {
  for (const [name, chat, ask] of CHATS) {
    it.each(TARGETS)(`chat first, ask after: ${name} (%s)`, (target) => {
      expectOneBlock(`${chat}\n\n${ask}`, chat, target);
    });
    it.each(TARGETS)(`ask first, chat after: ${name} (%s)`, (target) => {
      expectOneBlock(`${ask}:\n\n${chat}`, chat, target);
    });
  }
});

const CODE_ENDS: ReadonlyArray<readonly [string, string, string]> = [
  [
    'ruby, end',
    'can you make this shorter without changing what it returns',
    `class Shipping
  def self.cost(zone)
    case zone
    when :eu then 4.5
    when :us then 9.0
    else [12.0, 15.0].max
    end
  end
end`,
  ],
  [
    'bash, done',
    'why does this loop forever when the file exists?',
    `until [ -f /tmp/done.flag ]; do
  echo "waiting"
  sleep 2
done`,
  ],
  [
    'bash, fi',
    'add a check that the backup folder exists before this runs',
    `if [ "$1" = "--full" ]; then
  rsync -a ~/photos /mnt/backup
else
  rsync -a --update ~/photos /mnt/backup
fi`,
  ],
  [
    'bash, esac',
    'add a "status" option to this',
    `case "$1" in
  start) docker compose up -d ;;
  stop) docker compose down ;;
  *) echo "usage: $0 start|stop" ;;
esac`,
  ],
  [
    'lua, end',
    'explain what this does line by line',
    `local function clamp(x, lo, hi)
  if x < lo then return lo end
  if x > hi then return hi end
  return x
end`,
  ],
  [
    'go, closing brace',
    'write table tests for this',
    `func Abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}`,
  ],
];

describe('code keeps its closing line', () => {
  for (const [name, ask, code] of CODE_ENDS) {
    it.each(TARGETS)(`ask, then code: ${name} (%s)`, (target) => {
      expectOneBlock(`${ask}\n\n${code}`, code, target);
    });
    it.each(TARGETS)(`code, then ask: ${name} (%s)`, (target) => {
      expectOneBlock(`${code}\n\n${ask}`, code, target);
    });
  }
});

/** The fence label the prompt gives the pasted code ("" for none). */
function fenceLabel(prompt: string, firstLine: string): string | null {
  const at = prompt.indexOf(firstLine);
  const before = prompt.slice(0, at);
  const m = /```([\w#+-]*)\n$/u.exec(before);
  return m ? (m[1] ?? '') : null;
}

const LANGS: ReadonlyArray<readonly [string, string, string]> = [
  [
    'ruby',
    'refactor this to avoid the repeated lookups',
    `class Badge
  def self.for(points)
    return :gold if points > 100
    [points / 10, 5].min
  end
end`,
  ],
  [
    'ruby',
    'why is total nil sometimes',
    `def total(items)
  items.each do |item|
    @sum += item.price
  end
  @sum
end`,
  ],
  [
    'swift',
    'convert this to async/await',
    `class FeedModel: ObservableObject {
    @Published var posts: [Post] = []
    func load() {
        guard let url = URL(string: "https://example.com/posts") else { return }
        URLSession.shared.dataTask(with: url) { data, _, _ in
            self.posts = decode(data)
        }.resume()
    }
}`,
  ],
  [
    'kotlin',
    'make this null safe',
    `data class User(val name: String, val email: String?)

fun greet(user: User): String {
    val domain = user.email!!.substringAfter("@")
    return "Hi \${user.name} from $domain"
}`,
  ],
  [
    'php',
    'this returns an empty array, why?',
    `function activeUsers($users) {
    $out = [];
    foreach ($users as $u) {
        if ($u['active']) { $out[] = $u; }
    }
    return $out;
}`,
  ],
  [
    'csharp',
    'add validation to this',
    `public class Order
{
    public int Quantity { get; set; }
    public decimal Price { get; set; }
    public decimal Total() => Quantity * Price;
}`,
  ],
  [
    'rust',
    'fix the borrow error here',
    `fn longest(words: &Vec<String>) -> &String {
    let mut best = &words[0];
    for w in words {
        if w.len() > best.len() { best = w; }
    }
    best
}`,
  ],
  [
    'go',
    'add error wrapping to this',
    `func readConfig(path string) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return parse(data)
}`,
  ],
  [
    'python',
    'speed this up',
    `def dedupe(rows):
    seen = set()
    for r in rows:
        if r["id"] not in seen:
            seen.add(r["id"])
            yield r`,
  ],
  [
    'python',
    'add type hints',
    `class Cart:
    def __init__(self):
        self.items = []

    def add(self, item):
        self.items.append(item)`,
  ],
  [
    'typescript',
    'make the fields readonly',
    `interface Invoice {
  id: string;
  amount: number;
  paid: boolean;
}`,
  ],
  [
    'javascript',
    'why does this log undefined',
    `const total = items.reduce((sum, i) => {
  sum + i.price;
}, 0);
console.log(total);`,
  ],
  [
    'java',
    'add a null check',
    `public class Greeter {
    public static void main(String[] args) {
        System.out.println("Hello " + args[0]);
    }
}`,
  ],
];

describe('pasted code is fenced with its own language', () => {
  for (const [lang, ask, code] of LANGS) {
    it.each(TARGETS)(`${lang}: ${ask} (%s)`, (target) => {
      const prompt = expectOneBlock(`${ask}\n\n${code}`, code, target);
      // Assistants fed XML tags or DeepSeek's file markers get no fence; the others see the
      // language on it.
      const label = fenceLabel(prompt, code);
      if (label !== null) expect(label, prompt).toBe(lang);
      else expect(prompt).toMatch(/<code>|\[file content begin\]/u);
    });
  }

  it.each(TARGETS)('code with no telling mark gets no label rather than a wrong one (%s)', (target) => {
    const code = `total = 0
for each item in cart:
    total = total + item.price
return total`;
    const r = optimize(`is this pseudocode right?\n\n${code}`, target);
    // "for each … in …:" reads as Python at a stretch; nothing else may be named.
    expect([null, '', 'python'], r.prompt).toContain(fenceLabel(r.prompt, code));
  });
});

describe('look-alikes stay as they were', () => {
  it.each(TARGETS)('an agenda with days and times is pasted text, not a chat log (%s)', (target) => {
    const agenda = `03/09 9:00 Standup: 15 min
03/09 14:00 Dentist: bring the form
04/09 10:00 Review: with Sam`;
    const r = optimize(`plan my week around these, keep mornings free for deep work\n\n${agenda}`, target);
    expect(r.analysis.material.map((m) => [m.kind, m.content])).toEqual([['text', agenda]]);
  });

  it.each(TARGETS)("the user's own short lines stay instructions, not code (%s)", (target) => {
    const r = optimize('Write a packing list for a 3-day hike.\nKeep it short.\nNo brand names.', target);
    expect(r.analysis.material).toEqual([]);
    expect(r.prompt).toMatch(/Keep it short/u);
    expect(r.prompt).toMatch(/No brand names/u);
  });
});
