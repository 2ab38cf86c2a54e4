// Maps the tsconfig path aliases (@brokerage/*) to source for Jest, so tests run against source, not builds.
const fs = require('node:fs');
const path = require('node:path');

function pathsToModuleNameMapper(tsconfigPath) {
  const { compilerOptions } = JSON.parse(fs.readFileSync(tsconfigPath, 'utf8'));
  const root = path.dirname(tsconfigPath);
  const mapper = {};
  for (const [alias, [target]] of Object.entries(compilerOptions.paths)) {
    mapper[`^${alias.replace(/\//g, "\\/")}$`] = path.join(root, target);
  }
  return mapper;
}

module.exports = { pathsToModuleNameMapper };
