import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { scaffoldFor, scaffoldKey } from './i18n/scaffold';
import { CODE_EXPERT } from './i18n/scaffold/code-expert-lines';
import { optimize } from './index';

/**
 * A line a tool printed ("[Lint] Skipped 54 frames!", "E/AndroidRuntime: …", "error TS2345: …")
 * pasted with code or a stated bug ("the screen freezes", "the counter doesn't update") is a
 * debugging request: the debugger's role, the tool's line kept whole as material, the user's
 * complaint as the task, and a trailing "min sdk 24" as context. New prompts in six languages,
 * with look-alikes that ask to write an error message or to explain a pasted error.
 */

const FEED = [
  'class FeedActivity : AppCompatActivity() {',
  '    override fun onCreate(savedInstanceState: Bundle?) {',
  '        super.onCreate(savedInstanceState)',
  '        val items = api.loadFeedBlocking()',
  '        adapter.submitList(items)',
  '    }',
  '}',
].join('\n');
const COUNTER = [
  'struct CounterView: View {',
  '    @State var model = CounterModel()',
  '    var body: some View {',
  '        Text("\\(model.count)")',
  '        Button("Add") { model.increment() }',
  '    }',
  '}',
].join('\n');
const CAMERA = [
  'class CameraActivity : AppCompatActivity() {',
  '    override fun onResume() {',
  '        super.onResume()',
  '        camera.startPreview()',
  '    }',
  '}',
].join('\n');
const SKIPPED = '[Lint] Skipped 54 frames! The application may be doing too much work on its main thread.';
const PUBLISHING =
  '[SwiftUI] Publishing changes from background threads is not allowed; make sure to publish values from the main thread.';
const CAMERA_CRASH =
  'E/AndroidRuntime: FATAL EXCEPTION: main\nE/AndroidRuntime: java.lang.IllegalStateException: Camera is closed';

/** [prompt, the complaint the task keeps, the tool's lines, the trailing fact or null] */
const DEBUG_CASES: readonly (readonly [string, string, string, string | null])[] = [
  [
    `getting this yellow warning in android studio and the screen sometimes freezes\n\n${SKIPPED}\n\n${FEED}\n\nmin sdk 24`,
    'the screen sometimes freezes',
    SKIPPED,
    'sdk 24',
  ],
  [
    `the counter doesn't update when I tap the button\n\n${PUBLISHING}\n\n${COUNTER}\n\nios 16 target`,
    "doesn't update when I tap the button",
    PUBLISHING,
    '16 target',
  ],
  [
    "this crashes on startup\n\nTraceback (most recent call last):\n  File \"app.py\", line 5, in <module>\n    data = load('config.json')\nKeyError: 'port'\n\ndef load(path):\n    with open(path) as f:\n        return json.load(f)\n\ndata = load('config.json')\nprint(data['port'])\n\npython 3.11 on windows",
    'crashes on startup',
    "KeyError: 'port'",
    '3.11 on windows',
  ],
  [
    'the list doesn\'t update after I add an item\n\nWarning: Each child in a list should have a unique "key" prop.\n\nfunction TodoList({ todos }) {\n  return <ul>{todos.map((t) => <li>{t.text}</li>)}</ul>;\n}\n\nreact 18',
    "doesn't update after I add an item",
    'Warning: Each child in a list should have a unique "key" prop.',
    'eact 18',
  ],
  [
    "Error: Cannot find module 'express'\n\nconst express = require('express');\nconst app = express();\napp.listen(3000);\n\nnode 20",
    '',
    "Error: Cannot find module 'express'",
    'ode 20',
  ],
  [
    `me sale este warning en android studio y la pantalla a veces se congela\n\n${SKIPPED}\n\n${FEED}\n\nmin sdk 24`,
    'la pantalla a veces se congela',
    SKIPPED,
    'sdk 24',
  ],
  [
    "me sale esto al compilar\n\nProgram.cs(14,9): error CS0103: The name 'cliente' does not exist in the current context\n\nvar total = cliente.Pedidos.Sum(p => p.Importe);\nConsole.WriteLine(total);",
    'al compilar',
    "Program.cs(14,9): error CS0103: The name 'cliente' does not exist in the current context",
    null,
  ],
  [
    `j'ai ce warning dans xcode et le compteur ne se met pas à jour\n\n${PUBLISHING}\n\n${COUNTER}\n\ncible ios 16`,
    'le compteur ne se met pas à jour',
    PUBLISHING,
    'ios 16',
  ],
  [
    `ich bekomme diese Warnung und die App friert manchmal ein\n\n${SKIPPED}\n\n${FEED}\n\nmin sdk 24`,
    'die App friert manchmal ein',
    SKIPPED,
    'sdk 24',
  ],
  [
    'bekomme diesen Fehler, obwohl ich den Wert doch klone\n\nerror[E0382]: borrow of moved value: `names`\n\nfn main() {\n    let names = vec![String::from("a")];\n    let first = names;\n    println!("{:?}", names);\n}',
    'obwohl ich den Wert doch klone',
    'error[E0382]: borrow of moved value: `names`',
    null,
  ],
  [
    `mi esce questo warning e la schermata a volte si blocca\n\n${SKIPPED}\n\n${FEED}`,
    'la schermata a volte si blocca',
    SKIPPED,
    null,
  ],
  [
    "la build è lentissima e vedo questo\n\n[vite] warning: some chunks are larger than 500 kB after minification.\n\nimport { defineConfig } from 'vite';\nexport default defineConfig({ build: { sourcemap: true } });\n\nnode 20",
    'lentissima',
    '[vite] warning: some chunks are larger than 500 kB after minification.',
    'ode 20',
  ],
  [
    `estou recebendo esse warning e a tela às vezes trava\n\n${SKIPPED}\n\n${FEED}\n\nmin sdk 24`,
    'a tela às vezes trava',
    SKIPPED,
    'sdk 24',
  ],
  [
    `o app fecha sozinho quando abro a câmera\n\n${CAMERA_CRASH}\n\n${CAMERA}\n\nandroid 14`,
    'fecha sozinho quando abro a câmera',
    CAMERA_CRASH,
    'ndroid 14',
  ],
];

/** The prompt's lines as written: a tool's line must be one of them, whole and unmarked. */
function lines(prompt: string): string[] {
  return prompt.split('\n');
}

describe("a tool's message pasted with code or a stated bug is a debugging request", () => {
  it.each(DEBUG_CASES)(
    '%s',
    (rough, complaint, toolLines, fact) => {
      for (const target of ASSISTANT_KEYS) {
        const r = optimize(rough, target);
        const s = scaffoldFor(r.analysis.language, r.analysis.request);
        // The debugger's role or lines, never the writer's.
        // With a stack trace, the root-cause line names the error and the frame; its minimal-fix
        // line is as much the debugger's as the stock ones (code-expert.ts).
        const traced = CODE_EXPERT[scaffoldKey(r.analysis)] ?? CODE_EXPERT[r.analysis.language];
        const debugLines = [s.roles.debug, ...(s.guidance.debug ?? []), traced?.minimalFix];
        expect(
          debugLines.some((l) => l !== undefined && r.prompt.includes(l)),
          `${target}: ${r.prompt}`,
        ).toBe(true);
        if (s.roles.write) expect(r.prompt, target).not.toContain(s.roles.write);
        for (const line of s.guidance.write ?? []) expect(r.prompt, target).not.toContain(line);
        // The tool's lines reach the prompt whole, each on a line of its own: material, not a
        // sentence of the task nor a bullet of the instructions.
        expect(r.prompt, target).toContain(toolLines);
        for (const line of toolLines.split('\n')) expect(lines(r.prompt), target).toContain(line);
        if (complaint) expect(r.prompt, target).toContain(complaint);
      }
      // The trailing platform fact is context: a line of its own, no instruction's full stop.
      if (fact) {
        const gpt = optimize(rough, 'gpt').prompt;
        // Case aside: a brand typed in lower case gets its spelling ("ios 16" -> "iOS 16").
        const factLine = lines(gpt).find((l) => l.toLowerCase().includes(fact.toLowerCase()));
        expect(factLine, gpt).toBeDefined();
        expect(factLine!.trim().endsWith('.'), factLine).toBe(false);
      }
    },
    20_000,
  );
});

describe('look-alikes: writing an error message, explaining a pasted error, a label to rewrite', () => {
  it.each([
    'write a friendly error message for when upload fails',
    'escribe un mensaje de error amable para cuando falla la subida de fotos',
    "écris un message d'erreur sympa quand l'upload échoue",
  ])('%s stays writing', (rough) => {
    const r = optimize(rough, 'gpt');
    const s = scaffoldFor(r.analysis.language, r.analysis.request);
    expect(r.prompt).not.toContain(s.roles.debug ?? '\u0000');
    // The user's own ask is the task, word for word.
    expect(r.prompt).toContain(rough.slice(1));
  });

  it.each([
    [
      "explain this error to me\n\nTypeError: Cannot read properties of undefined (reading 'map')\n    at List (List.jsx:12:18)",
      "TypeError: Cannot read properties of undefined (reading 'map')",
    ],
    [
      "explica este error\n\nTypeError: Cannot read properties of undefined (reading 'map')\n    at List (List.jsx:12:18)",
      "TypeError: Cannot read properties of undefined (reading 'map')",
    ],
    [
      'explique-moi cette erreur\n\nE/AndroidRuntime: FATAL EXCEPTION: main\nE/AndroidRuntime: java.lang.NullPointerException: Attempt to invoke virtual method on a null object reference',
      'E/AndroidRuntime: FATAL EXCEPTION: main',
    ],
  ])(
    '%s stays an explanation',
    (rough, pasted) => {
      for (const target of ASSISTANT_KEYS) {
        const r = optimize(rough, target);
        const s = scaffoldFor(r.analysis.language, r.analysis.request);
        expect(r.prompt, target).not.toContain(s.roles.debug);
        expect(lines(r.prompt), target).toContain(pasted);
      }
    },
    20_000,
  );

  it('a product label starting "Warning:" is a text to edit, not a log', () => {
    const rough =
      'Rewrite this label so it sounds friendlier:\n\nWarning: Contains nuts. Keep out of reach of children.';
    const r = optimize(rough, 'gpt');
    const s = scaffoldFor(r.analysis.language, r.analysis.request);
    expect(r.prompt).not.toContain(s.roles.debug);
    expect(r.prompt).toContain(s.roles.edit ?? '\u0000');
    expect(r.prompt).toContain('Warning: Contains nuts. Keep out of reach of children.');
  });

  it('a bracketed note of the user\'s own ("[Draft] …") is no tool line', () => {
    const rough =
      '[Draft] Hey team, the launch moved to Friday because the venue cancelled.\n\nmake this sound friendlier';
    const r = optimize(rough, 'gpt');
    const s = scaffoldFor(r.analysis.language, r.analysis.request);
    expect(r.prompt).not.toContain(s.roles.debug);
    expect(r.prompt).toContain('the launch moved to Friday because the venue cancelled.');
  });
  it('a subject tag ("[URGENT] … failed") is the user\'s own line, not a tool\'s', () => {
    const rough =
      '[URGENT] The payment sync failed overnight and 40 orders are missing.\n\nwrite a short email to the ops team asking them to check it this morning';
    for (const target of ASSISTANT_KEYS) {
      const r = optimize(rough, target);
      const s = scaffoldFor(r.analysis.language, r.analysis.request);
      expect(r.prompt, target).not.toContain(s.roles.debug);
      expect(r.prompt, target).toContain('The payment sync failed overnight and 40 orders are missing.');
      expect(r.prompt, target).toContain('a short email to the ops team');
    }
  });
});
