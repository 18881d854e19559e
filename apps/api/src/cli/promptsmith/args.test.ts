import { describe, expect, it } from 'vitest';
import { parseCli, UsageError } from './args';

describe('CLI arguments', () => {
  it('parses a single target and the prompt words', () => {
    expect(parseCli(['optimize', '--for', 'claude', 'write', 'a blog post'])).toEqual({
      kind: 'optimize',
      targets: ['claude'],
      json: false,
      explain: false,
      answers: {},
      prompt: 'write a blog post',
    });
  });

  it('reads stdin when no prompt is given, and knows --all, --json and --explain', () => {
    expect(parseCli(['optimize', '--all', '--json', '--explain'])).toMatchObject({
      targets: ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'],
      json: true,
      explain: true,
      prompt: null,
    });
  });

  it('accepts a comma-separated list of assistants', () => {
    expect(parseCli(['optimize', '-f', 'gpt,mistral,gpt', 'x'])).toMatchObject({
      targets: ['gpt', 'mistral'],
    });
  });

  it('collects repeated --answer id=value pairs by id, the value whole', () => {
    expect(
      parseCli([
        'optimize',
        '-f',
        'gpt',
        '--answer',
        'tone=warm,funny',
        '--answer',
        'tone= sad',
        '--answer=a=b=c',
        'x',
      ]),
    ).toMatchObject({ answers: { tone: ['warm,funny', 'sad'], a: ['b=c'] }, prompt: 'x' });
  });

  it('shows help and version', () => {
    expect(parseCli([])).toEqual({ kind: 'help' });
    expect(parseCli(['--help'])).toEqual({ kind: 'help' });
    expect(parseCli(['optimize', '-h'])).toEqual({ kind: 'help' });
    expect(parseCli(['-v'])).toEqual({ kind: 'version' });
  });

  it('knows the mcp command, which takes no arguments', () => {
    expect(parseCli(['mcp'])).toEqual({ kind: 'mcp' });
    expect(() => parseCli(['mcp', '--json'])).toThrow('"mcp" takes no arguments (got --json)');
    expect(() => parseCli(['mcp', 'stdio'])).toThrow('"mcp" takes no arguments (got stdio)');
  });

  it.each([
    [['optimise', '--for', 'gpt', 'x'], 'Unknown command "optimise"'],
    [['optimize', 'x'], 'Choose an assistant with --for'],
    [['optimize', '--for', 'bard', 'x'], 'Unknown assistant "bard". Valid assistants: gpt, claude'],
    [['optimize', '--for', 'gpt', '--all', 'x'], 'not both'],
    [['optimize', '--for'], "Option '-f, --for <value>' argument missing"],
    [['optimize', '--colour'], "Unknown option '--colour'"],
    [['optimize', '-f', 'gpt', '--answer', 'kids', 'x'], '--answer takes <id>=<value>'],
    [['optimize', '-f', 'gpt', '--answer', 'tone=', 'x'], '--answer takes <id>=<value>'],
  ])('rejects %j', (argv, message) => {
    expect(() => parseCli(argv)).toThrow(UsageError);
    expect(() => parseCli(argv)).toThrow(message);
  });
});
