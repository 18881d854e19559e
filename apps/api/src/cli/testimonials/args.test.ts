import { describe, expect, it } from 'vitest';
import { parseTestimonialsArgs, TestimonialsUsageError } from './args';

describe('testimonials CLI arguments', () => {
  it('parses list with and without a status', () => {
    expect(parseTestimonialsArgs(['list'])).toEqual({
      kind: 'list',
      status: undefined,
      limit: 100,
      json: false,
      force: false,
    });
    expect(parseTestimonialsArgs(['list', '--status', 'pending', '--json', '--limit=5'])).toEqual({
      kind: 'list',
      status: 'pending',
      limit: 5,
      json: true,
      force: false,
    });
  });

  it('parses approve and reject with an id', () => {
    expect(parseTestimonialsArgs(['approve', 'abc'])).toEqual({ kind: 'approve', id: 'abc', force: false });
    expect(parseTestimonialsArgs(['--force', 'reject', 'abc'])).toEqual({
      kind: 'reject',
      id: 'abc',
      force: true,
    });
  });

  it('shows help with no arguments or --help', () => {
    expect(parseTestimonialsArgs([])).toEqual({ kind: 'help' });
    expect(parseTestimonialsArgs(['list', '--help'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['delete', 'x'], /unknown command "delete"/],
    [['approve'], /needs a testimonial id/],
    [['list', '--status', 'spam'], /--status must be one of/],
    [['list', '--status'], /--status needs a value/],
    [['list', '--limit', '0'], /--limit must be/],
    [['approve', 'a', 'b'], /unexpected argument "b"/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseTestimonialsArgs(argv)).toThrow(TestimonialsUsageError);
    expect(() => parseTestimonialsArgs(argv)).toThrow(message);
  });
});
