import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('API dependencies (finding 11)', () => {
  it('ships only packages its code imports: nothing unused to patch or to trust', () => {
    const code = sources(join(root, 'src'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // A static import or one loaded on first use (`await import('…')`, as the vendor SDKs are).
    const unused = Object.keys(pkg.dependencies).filter(
      (name) => !new RegExp(`(?:from |import\\()'${name.replace(/[/.]/g, '\\$&')}(/[^']*)?'`).test(code),
    );
    expect(unused).toEqual([]);
  });
});
