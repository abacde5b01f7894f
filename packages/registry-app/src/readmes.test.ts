// The READMEs of the published packages are what another team follows first, so their code must
// compile: every ```ts and ```tsx block is type-checked here, strictly, as a module of an app that
// depends on the two packages (names a block only refers to, like `toast` or `signal`, are
// declared below, as the reader's own app would have them).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const appDir = path.join(root, 'packages/registry-app');

/** What the examples take from the reader's app, and the client the first example creates. */
const AMBIENT = `
declare const api: import('@agent-registry/api-client').ApiClient;
declare module '@agent-registry/ui/style.css';
declare module '@agent-registry/ui/agent-card.css';
interface ImportMeta { readonly env: Record<string, string | undefined> }
declare const toast: { success(message: string): void; error(message: string): void };
declare function navigate(to: string, options?: { replace?: boolean }): void;
declare const signal: AbortSignal;
declare const email: string;
declare const password: string;
declare const code: string;
`;

function blocks(readme: string): Array<{ line: number; code: string; lang: string }> {
  const found: Array<{ line: number; code: string; lang: string }> = [];
  const lines = fs.readFileSync(readme, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*```(tsx?)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const indent = lines[i]!.indexOf('```');
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && lines[j]!.trim() !== '```'; j++) body.push(lines[j]!.slice(indent));
    found.push({ line: i + 1, code: body.join('\n'), lang: open[1]! });
    i = j;
  }
  return found;
}

function typeCheck(files: Map<string, string>): string[] {
  const base = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile).config;
  const { options } = ts.convertCompilerOptionsFromJson(
    {
      ...base.compilerOptions,
      baseUrl: root,
      types: ['node'],
      // As strict as the strictest consumer: optional means absent, an index may miss.
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      typeRoots: [path.join(appDir, 'node_modules/@types'), path.join(root, 'node_modules/@types')],
      noUnusedLocals: false,
      paths: {
        ...base.compilerOptions.paths,
        // Beside the packages, a reader installs these for the theme and router examples.
        '@vanilla-extract/css': ['./packages/ui/node_modules/@vanilla-extract/css'],
        // …and axios for the api-client's "With axios" example (an optional peer dependency).
        axios: ['./packages/api-client/node_modules/axios'],
      },
    },
    root,
  );
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (name) => files.get(path.resolve(name)) ?? readFile(name);
  host.fileExists = (name) => files.has(path.resolve(name)) || fileExists(name);
  const program = ts.createProgram([...files.keys()], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && files.has(path.resolve(d.file.fileName)))
    .map(
      (d) =>
        `${path.basename(d.file!.fileName)}:${d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
}

describe('README code blocks', () => {
  it('compile against the packages, as a consumer would write them', () => {
    const files = new Map<string, string>();
    files.set(path.join(appDir, 'src/__readme__/ambient.d.ts'), AMBIENT);
    let count = 0;
    for (const pkg of ['ui', 'api-client']) {
      for (const block of blocks(path.join(root, 'packages', pkg, 'README.md'))) {
        // Each block is a module of its own, named after where it sits in the README.
        files.set(path.join(appDir, `src/__readme__/${pkg}-line-${block.line}.${block.lang}`), `${block.code}\nexport {};\n`);
        count++;
      }
    }
    expect(count).toBeGreaterThan(10);
    expect(typeCheck(files)).toEqual([]);
    // A whole TypeScript program over both packages: minutes on a busy 2-core machine.
  }, 240_000);
});
