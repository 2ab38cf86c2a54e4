import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

// The panel's checks (zod), encryption (jsencrypt) and captchas (altcha-lib) come at its first use,
// not with the page (panel-code.ts): the register page hydrated with 149 KB gz of scripts, zod alone
// 24 KB of them, where every other page needs at most 110. This spec walks what the panel's entry
// imports statically, as the sites' bundler does (the workspace libs have no import-time side
// effects, decision 012, so a binding imported through a barrel brings only the module that declares
// it) and fails when one of them is back in that graph. `import()` and type imports are not followed.

const ROOT = resolve(__dirname, '../../../..');
const PANEL = join(ROOT, 'libs/auth-panel/src');

const { config } = ts.readConfigFile(join(ROOT, 'tsconfig.base.json'), ts.sys.readFile);
const ALIASES: Record<string, string[]> = config.compilerOptions.paths;

type Resolved = { file: string } | { pkg: string };

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

function resolveSpecifier(specifier: string, from: string): Resolved {
  const alias = ALIASES[specifier];
  const base = specifier.startsWith('.') ? resolve(dirname(from), specifier) : alias ? join(ROOT, alias[0]) : null;
  if (base === null) {
    // An npm package: its name, without a subpath.
    const parts = specifier.split('/');
    return { pkg: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0] };
  }
  const file = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(isFile);
  if (!file) throw new Error(`cannot resolve '${specifier}' from ${relative(ROOT, from)}`);
  return { file };
}

interface ModuleFacts {
  /** Value imports: the bindings taken (`*` for a namespace, default or bare import: the whole module). */
  imports: { specifier: string; names: string[] }[];
  /** What the module exports: declared here (`local`, `type` for types) or passed on from another module. */
  exports: Map<string, { kind: 'local' } | { kind: 'type' } | { kind: 'from'; specifier: string; name: string }>;
  stars: string[];
}

const facts = new Map<string, ModuleFacts>();

function factsOf(file: string): ModuleFacts {
  const known = facts.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: ModuleFacts = { imports: [], exports: new Map(), stars: [] };
  const exported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      const names: string[] = [];
      if (!clause || clause.name || (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings))) names.push('*');
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const element of clause.namedBindings.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
      }
      if (names.length > 0) found.imports.push({ specifier, names });
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const specifier = statement.moduleSpecifier && (statement.moduleSpecifier as ts.StringLiteral).text;
      const clause = statement.exportClause;
      if (!clause) {
        if (specifier) found.stars.push(specifier);
      } else if (ts.isNamespaceExport(clause)) {
        if (specifier) found.exports.set(clause.name.text, { kind: 'from', specifier, name: '*' });
      } else {
        for (const element of clause.elements) {
          if (element.isTypeOnly) continue;
          const name = (element.propertyName ?? element.name).text;
          found.exports.set(element.name.text, specifier ? { kind: 'from', specifier, name } : { kind: 'local' });
        }
      }
    } else if (ts.isExportAssignment(statement)) {
      found.exports.set('default', { kind: 'local' });
    } else if (exported(statement)) {
      const isType = ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement);
      const names = ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.flatMap((declaration) => (ts.isIdentifier(declaration.name) ? [declaration.name.text] : []))
        : [((statement as ts.DeclarationStatement).name as ts.Identifier | undefined)?.text ?? 'default'];
      for (const name of names) found.exports.set(name, { kind: isType ? 'type' : 'local' });
    }
  }
  facts.set(file, found);
  return found;
}

/** Where the binding `name` that `file` exports is declared: a module of ours, a package, or nothing (a type). */
function declarationOf(file: string, name: string, seen = new Set<string>()): Resolved | null | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  const { exports, stars } = factsOf(file);
  const entry = exports.get(name);
  if (entry?.kind === 'type') return null;
  if (entry?.kind === 'local') return { file };
  if (entry?.kind === 'from') {
    const target = resolveSpecifier(entry.specifier, file);
    return 'pkg' in target || entry.name === '*' ? target : declarationOf(target.file, entry.name, seen);
  }
  for (const star of stars) {
    const target = resolveSpecifier(star, file);
    if ('pkg' in target) continue;
    const found = declarationOf(target.file, name, seen);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The modules and packages a page gets with `entry` (every value it exports), following static imports only. */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending: { file: string; whole: boolean }[] = [{ file: entry, whole: true }];
  const take = (target: Resolved, whole: boolean) => {
    if ('pkg' in target) packages.add(target.pkg);
    else pending.push({ file: target.file, whole });
  };
  const takeBinding = (from: string, specifier: string, name: string) => {
    const target = resolveSpecifier(specifier, from);
    if ('pkg' in target || name === '*') return take(target, true);
    const declaration = declarationOf(target.file, name);
    if (declaration === undefined) throw new Error(`${relative(ROOT, from)} imports '${name}' from '${specifier}', which does not export it`);
    if (declaration) take(declaration, false);
  };
  const wholeDone = new Set<string>();
  while (pending.length > 0) {
    const { file, whole } = pending.pop() as { file: string; whole: boolean };
    if (whole ? wholeDone.has(file) : files.has(file)) continue;
    if (whole) wholeDone.add(file);
    files.add(file);
    const { imports, exports, stars } = factsOf(file);
    for (const { specifier, names } of imports) for (const name of names) takeBinding(file, specifier, name);
    if (!whole) continue;
    // A namespace or an entry: everything it passes on comes too.
    for (const [, entry] of exports) if (entry.kind === 'from') takeBinding(file, entry.specifier, entry.name);
    for (const star of stars) take(resolveSpecifier(star, file), true);
  }
  return { files, packages };
}

const ofPanel = (path: string) => join(PANEL, path);
const ofValidation = (path: string) => join(ROOT, 'libs/validation/src/lib', path);

/** What waits for the panel's first use: its loader's module, the checks of the values, the encryption, the captchas. */
const ON_USE_MODULES = [
  ofPanel('lib/panel-on-use.ts'),
  ofPanel('lib/encryption.ts'),
  ofPanel('lib/slider-captcha.tsx'),
  ofPanel('lib/proof-of-work.ts'),
  ofPanel('lib/aliyun-captcha.ts'),
  ofPanel('lib/confirm-dialog.tsx'),
  ofValidation('schemas.ts'),
  ofValidation('form-rules.ts'),
  ofValidation('phone.ts'),
  ofValidation('email.ts'),
  ofValidation('fields.ts'),
];
const ON_USE_PACKAGES = ['zod', 'jsencrypt', 'altcha-lib'];

describe("the panel's first load", () => {
  const withPage = staticGraph(ofPanel('index.ts'));
  const onUse = staticGraph(ofPanel('lib/panel-on-use.ts'));

  it('holds the form and its shape: it renders, and works as a plain HTML form, with what the page brings', () => {
    for (const module of [ofPanel('site/register-page.tsx'), ofPanel('lib/login-form.tsx'), ofPanel('lib/use-login-form.ts'), ofPanel('lib/panel-code.ts'), ofValidation('form-shape.ts')]) {
      expect(withPage.files).toContain(module);
    }
  });

  it('leaves the checks (zod), the encryption (jsencrypt) and the captchas (altcha-lib) to the first use', () => {
    const inFirstLoad = ON_USE_MODULES.filter((module) => withPage.files.has(module)).map((module) => relative(ROOT, module));
    expect(inFirstLoad).toEqual([]);
    expect(ON_USE_PACKAGES.filter((pkg) => withPage.packages.has(pkg))).toEqual([]);
  });

  // The register page hydrates before its panel (a deferred part, register-page.tsx): 118.7 KB gz of
  // scripts before hydration with the panel, where every page needs at most 110 (issue 31).
  it("leaves the register page's panel to its deferred part: the page brings no form, no panel text", () => {
    const registerPage = staticGraph(ofPanel('site/register-page.tsx'));
    const panelModules = ['site/register-panel.tsx', 'site/use-site-panel.ts', 'lib/auth-panel.tsx', 'lib/login-form.tsx', 'lib/use-login-form.ts', 'lib/messages.ts'].map(ofPanel);
    expect(panelModules.filter((module) => registerPage.files.has(module)).map((module) => relative(ROOT, module))).toEqual([]);
  });

  // The walk finds them where they are: what the first use loads does reach them.
  it('finds them in what the first use loads', () => {
    expect(['zod', 'altcha-lib'].filter((pkg) => onUse.packages.has(pkg))).toEqual(['zod', 'altcha-lib']);
    expect(ON_USE_MODULES.filter((module) => !onUse.files.has(module))).toEqual([]);
  });
});
