// `nx test deploy`: the proxy has one configuration. deploy/compose.yaml mounts the template and gives
// every variable it uses (and no other); the scale-out stack renders the same template through
// render.mjs and writes no proxy directive of its own; every proxied location carries the retry
// policy the zero-loss rolling restart needs, each site location the page cache; the sites read the
// country from the header the cache keys on; and Debian's nginx accepts the rendered file under the
// shipped main configuration (deploy/nginx/nginx.conf with tuning.conf).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { countryVariableOf, renderTemplate, templateVariables } from './render.mjs';

const WORKSPACE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

const read = (path) => readFileSync(join(WORKSPACE_ROOT, path), 'utf8');
const TEMPLATE = read('deploy/nginx/templates/sites.conf.template');
const proxyService = () => parseYaml(read('deploy/compose.yaml'), { merge: true }).services.proxy;
/** Compose's values with its interpolation done: ${VAR:-default} resolved to the default, $$ to $. */
const composeVariables = () =>
  Object.fromEntries(
    Object.entries(proxyService().environment).map(([name, value]) => [
      name,
      String(value)
        .replace(/\$\{\w+:-([^}]*)\}/g, '$1')
        .replace(/\$\$/g, '$'),
    ]),
  );

describe('one nginx configuration for compose and the scale-out tests', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'nginx-template-'));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('compose mounts the template and its includes, and gives exactly the variables the template uses', () => {
    const proxy = proxyService();
    assert.ok(proxy.volumes.includes('./nginx/templates:/etc/nginx/templates:ro'), JSON.stringify(proxy.volumes));
    assert.ok(proxy.volumes.includes('./nginx/includes:/etc/nginx/includes:ro'), JSON.stringify(proxy.volumes));
    assert.ok(proxy.volumes.includes('./nginx/nginx.conf:/etc/nginx/nginx.conf:ro'), JSON.stringify(proxy.volumes));
    assert.ok(proxy.volumes.includes('./nginx/tuning.conf:/etc/nginx/tuning.conf:ro'), JSON.stringify(proxy.volumes));
    assert.equal(proxy.environment.NGINX_ENVSUBST_FILTER, '^NGINX_', "nginx's entrypoint substitutes only NGINX_* (not nginx's own $variables)");
    const given = Object.keys(proxy.environment).filter((name) => !name.startsWith('NGINX_ENVSUBST_')).sort();
    assert.deepEqual(given, templateVariables(TEMPLATE));
    const rendered = renderTemplate(TEMPLATE, composeVariables());
    assert.match(rendered, /server hk:3000 resolve max_fails=0;/);
  });

  it('compose has the sites read the country from the header the proxy keys its cache on', () => {
    const { services } = parseYaml(read('deploy/compose.yaml'), { merge: true });
    const { NGINX_VISITOR_COUNTRY_HEADER, NGINX_VISITOR_COUNTRY_VARIABLE } = composeVariables();
    assert.ok(NGINX_VISITOR_COUNTRY_HEADER);
    assert.equal(NGINX_VISITOR_COUNTRY_VARIABLE, countryVariableOf(NGINX_VISITOR_COUNTRY_HEADER));
    for (const site of ['hk', 'mainland']) assert.equal(services[site].environment.VISITOR_COUNTRY_HEADER, NGINX_VISITOR_COUNTRY_HEADER, site);
  });

  it('the scale-out stack renders the same template with render.mjs and has no proxy directive of its own', () => {
    const cluster = read('apps/e2e/src/scale-out/cluster.ts');
    assert.match(cluster, /deploy\/nginx\/templates\/sites\.conf\.template/);
    assert.match(cluster, /deploy\/nginx\/render\.mjs/);
    assert.match(cluster, /deploy\/nginx\/includes/);
    assert.doesNotMatch(cluster, /proxy_pass|proxy_next_upstream|proxy_set_header|upstream \w+ \{/);
  });

  it('every proxied location has the retry policy and forwarded headers; each site location sends HSTS', () => {
    const proxyInclude = read('deploy/nginx/includes/proxy.inc');
    assert.match(proxyInclude, /^proxy_next_upstream error timeout http_503 non_idempotent;$/m);
    assert.match(proxyInclude, /^proxy_set_header X-Forwarded-Proto \$scheme;$/m);
    const locations = [...TEMPLATE.matchAll(/location \/ \{([\s\S]*?)\n\s*\}/g)].map(([, body]) => body).filter((body) => body.includes('proxy_pass'));
    assert.equal(locations.length, 3);
    for (const body of locations) assert.match(body, /include \$\{NGINX_INCLUDES\}\/proxy\.inc;/);
    const siteLocations = locations.filter((body) => /_site;/.test(body));
    assert.equal(siteLocations.length, 2);
    for (const body of siteLocations) assert.match(body, /include \$\{NGINX_INCLUDES\}\/edge-headers\.inc;/);
    assert.match(read('deploy/nginx/includes/edge-headers.inc'), /^add_header Strict-Transport-Security "max-age=\d+; includeSubDomains" always;$/m);
    // The page cache is the sites'; the API's answers are never kept at the edge.
    for (const body of siteLocations) assert.match(body, /include \$\{NGINX_INCLUDES\}\/page-cache\.inc;/);
    assert.equal(locations.filter((body) => body.includes('page-cache.inc')).length, 2);
  });

  it('refuses a variable missing or unused, and an upstream server that can be marked down', () => {
    const variables = composeVariables();
    const { NGINX_API_LISTEN, ...missing } = variables;
    assert.ok(NGINX_API_LISTEN);
    assert.throws(() => renderTemplate(TEMPLATE, missing), /NGINX_API_LISTEN is used by the template but not given/);
    assert.throws(() => renderTemplate(TEMPLATE, { ...variables, NGINX_HSTS: 'on' }), /NGINX_HSTS is given but the template does not use it/);
    assert.throws(() => renderTemplate(TEMPLATE, { ...variables, NGINX_API_SERVERS: 'server api:4000 resolve;' }), /every upstream server needs max_fails=0/);
    assert.throws(() => renderTemplate(TEMPLATE, { ...variables, NGINX_VISITOR_COUNTRY_HEADER: 'CloudFront-Viewer-Country' }), /NGINX_VISITOR_COUNTRY_VARIABLE must be \$http_cloudfront_viewer_country/);
  });

  it("renders with loopback addresses into a file Debian's nginx accepts, under the shipped main configuration", { skip: !existsSync('/usr/sbin/nginx') && 'no nginx here' }, () => {
    const tls = join(scratch, 'tls');
    const made = spawnSync(join(WORKSPACE_ROOT, 'deploy/tls/make-local-cert.sh'), [tls], { encoding: 'utf8' });
    assert.equal(made.status, 0, made.stderr);
    const variables = {
      ...composeVariables(),
      NGINX_RESOLVER: '# loopback',
      NGINX_HK_SERVERS: 'server 127.0.0.1:3000 max_fails=0;',
      NGINX_MAINLAND_SERVERS: 'server 127.0.0.1:3001 max_fails=0;',
      NGINX_API_SERVERS: 'server 127.0.0.1:4000 max_fails=0;',
      NGINX_TLS_DIR: tls,
      NGINX_INCLUDES: join(WORKSPACE_ROOT, 'deploy/nginx/includes'),
      NGINX_CACHE_DIR: join(scratch, 'cache'),
    };
    writeFileSync(join(scratch, 'sites.conf'), renderTemplate(TEMPLATE, variables));
    // The shipped main configuration, its container paths pointed at the repository and the scratch directory.
    const main = read('deploy/nginx/nginx.conf')
      .replace(/\/tmp\/(\w+_temp|nginx\.pid)/g, (_, name) => join(scratch, name))
      .replace('/etc/nginx/tuning.conf', join(WORKSPACE_ROOT, 'deploy/nginx/tuning.conf'))
      .replace('/etc/nginx/conf.d/*.conf', join(scratch, 'sites.conf'))
      .replace(/\/var\/log\/nginx\/(error|access)\.log/g, (_, name) => join(scratch, `${name}.log`));
    assert.match(main, /^include .*\/deploy\/nginx\/tuning\.conf;$/m, 'the shipped main configuration includes tuning.conf');
    assert.match(read('deploy/nginx/tuning.conf'), /^pcre_jit on;$/m, "the edge's regular expressions run compiled (decision 023)");
    writeFileSync(join(scratch, 'nginx.conf'), main);
    const checked = spawnSync('/usr/sbin/nginx', ['-t', '-q', '-p', scratch, '-c', join(scratch, 'nginx.conf'), '-e', 'stderr'], { encoding: 'utf8' });
    assert.equal(checked.status, 0, checked.stderr);
  });
});
