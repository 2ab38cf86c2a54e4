// The browser/server wall's lists and its lint rule (docs/decisions/002-browser-server-wall.md).
// Browser code may import only the packages named here: a new dependency is server-only until it is
// added on purpose, so a Node-only package (pino, sanitize-html, …) cannot slip into a bundle.

/** npm packages browser code may import (a name, or a name with any subpath). */
export const BROWSER_PACKAGES = ['react', 'react-dom', '@remix-run/react', 'styled-components', '@lingui/core', '@lingui/react', 'zod', 'dayjs', 'axios', 'jsencrypt', 'altcha-lib'];

/** Also allowed in stories and their fixtures, which run in Storybook only. */
export const STORYBOOK_PACKAGES = ['@storybook/react-vite', '@storybook/react', 'storybook', 'react-router-dom'];

/** Workspace entries on the server side: a page lib's `server` entry, the site server, the db lib. */
const SERVER_ENTRY = /^@brokerage\/([^/]+\/server(\/.*)?|site-server(\/.*)?|db(\/.*)?)$/;
/** Test helpers (Node, fixtures, jsdom): `@brokerage/x/testing` and `testing` folders or modules. */
const TESTING_ENTRY = /^@brokerage\/[^/]+\/testing(\/.*)?$|(^|\/)testing(\/|$)/;
/** Relative paths into server code: a `server` folder, the site server, a `*.server` module. */
const SERVER_PATH = /(^|\/)(server|site-server)(\/|$)|\.server$/;

const isPackage = (specifier, packages) => packages.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/** Why `specifier` may not be imported by a browser file, or null when it may. */
const refusal = (specifier, { allowServerModules, allowTesting }) => {
  if (specifier.startsWith('.')) {
    if (SERVER_PATH.test(specifier) && !(allowServerModules && /\.server$/.test(specifier))) return 'a server module';
    if (!allowTesting && TESTING_ENTRY.test(specifier)) return 'a test helper';
    return null;
  }
  if (specifier.startsWith('@brokerage/')) {
    if (SERVER_ENTRY.test(specifier)) return 'a server entry';
    if (!allowTesting && TESTING_ENTRY.test(specifier)) return 'a test helper';
    return null;
  }
  if (isPackage(specifier, BROWSER_PACKAGES) || (allowTesting && isPackage(specifier, STORYBOOK_PACKAGES))) return null;
  return specifier.startsWith('node:') ? 'a Node built-in' : 'not on the browser allow-list (tools/eslint/src/browser-imports.mjs)';
};

/** `browser-wall/imports`: every import, export-from, `import()` and `require()` of a browser file checked against the allow-list. */
const importsRule = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          allowServerModules: { type: 'boolean' },
          allowTesting: { type: 'boolean' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      refused:
        "Browser code must not import server code: '{{specifier}}' is {{why}}. Move the code to a server project (site-server, a page lib's `server` entry) or a `*.server.ts` module, or add a browser-safe package to the allow-list.",
      require: "Browser code has no require(): '{{specifier}}'. Use an import of a browser-safe module.",
    },
  },
  create(context) {
    const options = {
      allowServerModules: false,
      allowTesting: false,
      ...context.options[0],
    };
    const check = (node, source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const why = refusal(source.value, options);
      if (why)
        context.report({
          node: source,
          messageId: 'refused',
          data: { specifier: source.value, why },
        });
    };
    // Type-only imports are erased before bundling; they never reach a browser.
    const isTypeOnly = (node) =>
      node.importKind === 'type' || node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => isTypeOnly(node) || check(node, node.source),
      ExportNamedDeclaration: (node) => node.source && !isTypeOnly(node) && check(node, node.source),
      ExportAllDeclaration: (node) => isTypeOnly(node) || check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      'CallExpression[callee.type="Identifier"][callee.name="require"]': (node) =>
        context.report({
          node,
          messageId: 'require',
          data: { specifier: node.arguments[0]?.value ?? '?' },
        }),
    };
  },
};

export const browserWallPlugin = { rules: { imports: importsRule } };
