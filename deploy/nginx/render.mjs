// Renders deploy/nginx/templates/sites.conf.template as nginx's image does at start (envsubst of the
// NGINX_* variables), for the scale-out test, which starts Debian's nginx without a container:
//   NGINX_HK_SERVERS=... node deploy/nginx/render.mjs deploy/nginx/templates/sites.conf.template out.conf
// Stricter than envsubst, so neither user can drift from the template unnoticed: a variable the template
// uses but is not given, or one given but not used, is an error; and every upstream server has
// max_fails=0 (the rolling restart's retry policy, includes/proxy.inc, relies on it); and the country
// header's nginx variable is that header's.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The proxy's main-context settings (deploy/nginx/nginx.conf includes them): every nginx the tests and the bench start includes them too. */
export const TUNING_FILE = fileURLToPath(new URL('./tuning.conf', import.meta.url));

/** The ${NGINX_*} names a template uses (nginx's own $variables have no braces in the template). */
export const templateVariables = (template) => [...new Set([...template.matchAll(/\$\{(NGINX_\w+)\}/g)].map(([, name]) => name))].sort();

/** nginx's variable for a request header (`CF-IPCountry`: `$http_cf_ipcountry`); nginx's image cannot derive it at start, so compose gives both. */
export const countryVariableOf = (header) => `$http_${header.toLowerCase().replace(/-/g, '_')}`;

/** The configuration `template` renders to with `variables`; throws on a variable missing or unused, a server without max_fails=0, or a country header variable that is not the header's. */
export function renderTemplate(template, variables) {
  const used = templateVariables(template);
  const given = Object.keys(variables).filter((name) => name.startsWith('NGINX_') && !name.startsWith('NGINX_ENVSUBST_'));
  const problems = [
    ...used.filter((name) => variables[name] === undefined).map((name) => `${name} is used by the template but not given`),
    ...given.filter((name) => !used.includes(name)).map((name) => `${name} is given but the template does not use it`),
  ];
  const countryHeader = variables.NGINX_VISITOR_COUNTRY_HEADER;
  if (countryHeader !== undefined && variables.NGINX_VISITOR_COUNTRY_VARIABLE !== countryVariableOf(countryHeader)) {
    problems.push(`NGINX_VISITOR_COUNTRY_VARIABLE must be ${countryVariableOf(countryHeader)}, nginx's name of the header NGINX_VISITOR_COUNTRY_HEADER names`);
  }
  const rendered = template.replace(/\$\{(NGINX_\w+)\}/g, (_, name) => variables[name] ?? '');
  for (const [, body] of rendered.matchAll(/\bupstream\s+\w+\s*\{([^}]*)\}/g)) {
    for (const line of body.split('\n').filter((text) => /^\s*server\s/.test(text))) {
      if (!/\bmax_fails=0\b/.test(line)) problems.push(`"${line.trim()}": every upstream server needs max_fails=0`);
    }
  }
  if (problems.length > 0) throw new Error(`nginx template: ${problems.join('; ')}`);
  return rendered;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [templateFile, outputFile] = process.argv.slice(2);
  writeFileSync(outputFile, renderTemplate(readFileSync(templateFile, 'utf8'), process.env));
}
