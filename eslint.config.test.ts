import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The walls between parts of the code are lint rules (eslint.config.js). These fixtures are
 * linted as if they lived at the given path: each deliberate wrong arrow must fail `npm run
 * lint`, and the allowed way in next to it must pass. Type-aware rules are off here: the
 * fixtures exist only in memory, and the walls do not need types.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function importErrors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const importing = (from: string) => `import { thing } from '${from}';\nexport { thing };\n`;

describe('API module walls', () => {
  it('a module reaches another module only through its index.ts', async () => {
    const path = 'apps/api/src/modules/prompts/wall-fixture.ts';
    expect(await importErrors(path, importing('../history/repository'))).toEqual([
      expect.stringContaining("Another module is reached only through its index.ts: '../<name>'."),
    ]);
    expect(await importErrors(path, importing('../history'))).toEqual([]);
    expect(await importErrors(path, importing('./service'))).toEqual([]);
    expect(await importErrors(path, importing('../../plugins/sessions'))).toEqual([]);
  });

  it('holds one folder down inside a module too', async () => {
    const path = 'apps/api/src/modules/auth/google/wall-fixture.ts';
    expect(await importErrors(path, importing('../../history/repository'))).toHaveLength(1);
    expect(await importErrors(path, importing('../../history'))).toEqual([]);
  });

  it('code outside the modules (app, CLIs) uses a module’s index.ts too', async () => {
    const path = 'apps/api/src/cli/testimonials/wall-fixture.ts';
    expect(await importErrors(path, importing('../../modules/testimonials/repository'))).toEqual([
      expect.stringContaining("Import another module through its index: '…/modules/<name>'."),
    ]);
    expect(await importErrors(path, importing('../../modules/testimonials'))).toEqual([]);
  });

  it('shared server code never imports a module or a CLI', async () => {
    for (const folder of ['lib', 'db', 'llm', 'mail', 'plugins']) {
      const path = `apps/api/src/${folder}/wall-fixture.ts`;
      expect(await importErrors(path, importing('../modules/auth')), folder).toHaveLength(1);
      expect(await importErrors(path, importing('../cli/testimonials/commands')), folder).toHaveLength(1);
    }
    expect(await importErrors('apps/api/src/plugins/wall-fixture.ts', importing('../db/client'))).toEqual([]);
  });
});

describe('web feature walls', () => {
  it('a feature never imports another feature or app/', async () => {
    const path = 'apps/web/src/features/playground/wall-fixture.ts';
    expect(await importErrors(path, importing('@/features/history/api/get-history'))).toHaveLength(1);
    expect(await importErrors(path, importing('@/app/router'))).toHaveLength(1);
    expect(await importErrors(path, importing('@/features/playground/api/transform'))).toEqual([]);
    expect(await importErrors(path, importing('@/lib/api-client'))).toEqual([]);
  });

  it('shared web code never imports a feature', async () => {
    const path = 'apps/web/src/lib/wall-fixture.ts';
    expect(await importErrors(path, importing('@/features/auth/api/login'))).toHaveLength(1);
  });
});

describe('package walls', () => {
  it('the web app uses the contract, never the optimizer or the server', async () => {
    for (const path of [
      'apps/web/src/app/wall-fixture.ts',
      'apps/web/src/lib/wall-fixture.ts',
      'apps/web/src/features/playground/wall-fixture.ts',
    ]) {
      expect(await importErrors(path, importing('@promptsmith/optimizer')), path).toHaveLength(1);
      expect(await importErrors(path, importing('@promptsmith/contract')), path).toEqual([]);
    }
  });

  it('the server never imports the web app', async () => {
    for (const path of ['apps/api/src/app-fixture.ts', 'apps/api/src/modules/prompts/wall-fixture.ts']) {
      expect(await importErrors(path, importing('@promptsmith/web')), path).toHaveLength(1);
    }
  });

  it('the contract imports nothing from the project and no Node API', async () => {
    const path = 'packages/contract/src/wall-fixture.ts';
    expect(await importErrors(path, importing('@promptsmith/optimizer'))).toHaveLength(1);
    expect(await importErrors(path, importing('node:fs'))).toHaveLength(1);
  });
});
