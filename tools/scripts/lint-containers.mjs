// `npm run lint:containers` (also `nx lint deploy`, so part of `npm test`): lints every Dockerfile
// and the compose file without a container runtime.
// - Dockerfiles: the syntax checks of dockerfile-utils (the Docker VS Code extension's validator) and
//   this project's rules, hadolint's among them: multi-stage, pinned base images, a non-root user,
//   a HEALTHCHECK, exec-form CMD (node as PID 1 receives SIGTERM), lean apt-get installs, COPY not ADD,
//   and the Node.js base image at exactly the version of .nvmrc, the one CI runs the deploy tests on.
// - deploy/compose.yaml: dclint (the Compose specification's schema and its best-practice rules, warnings
//   fail too), every service on a read-only root file system, and every mounted file present.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DockerfileParser } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { parse as parseYaml } from 'yaml';
import { WORKSPACE_ROOT } from './lib/stack.mjs';

const COMPOSE_FILE = join(WORKSPACE_ROOT, 'deploy/compose.yaml');
const PRO_COMPOSE_FILE = join(WORKSPACE_ROOT, 'deploy/compose.pro.yaml');
/** The Node.js release the images ship and CI proves them on (.ci/run installs it for the deploy tests). */
export const DEPLOY_NODE_VERSION = readFileSync(join(WORKSPACE_ROOT, '.nvmrc'), 'utf8').trim();

const dockerfiles = () =>
  readdirSync(join(WORKSPACE_ROOT, 'apps'))
    .map((app) => join(WORKSPACE_ROOT, 'apps', app, 'Dockerfile'))
    .filter((file) => existsSync(file));

const lineOf = (instruction) => (instruction.getRange()?.start.line ?? 0) + 1;

/** The image a FROM names, with `${ARG}` replaced by the ARG's default from before the first FROM. */
function imageOf(from, initialArgs) {
  return (from.getImage() ?? '').replace(/\$\{?(\w+)\}?/g, (_, name) => initialArgs.get(name) ?? '');
}

/** This project's rules for a Dockerfile; each problem as "line N: message". */
export function dockerfileProblems(content, { nodeVersion = DEPLOY_NODE_VERSION } = {}) {
  const problems = validate(content).map((diagnostic) => `line ${diagnostic.range.start.line + 1}: ${diagnostic.message}`);
  const dockerfile = DockerfileParser.parse(content);
  const initialArgs = new Map(
    dockerfile
      .getInitialARGs()
      .map((arg) => arg.getProperty())
      .filter(Boolean)
      .map((property) => [property.getName(), property.getValue() ?? ''])
  );
  const froms = dockerfile.getFROMs();
  if (froms.length < 2) problems.push('multi-stage build required: build in one stage, run from a clean one');
  const stages = new Set();
  for (const from of froms) {
    const image = imageOf(from, initialArgs);
    const isStage = stages.has(image);
    if (!isStage && !/^[^@]+(:[\w.-]+|@sha256:[0-9a-f]{64})$/.test(image.replace(/^[^/]+:\d+\//, ''))) problems.push(`line ${lineOf(from)}: pin the base image's tag ("${image}")`);
    if (!isStage && /:latest$/.test(image)) problems.push(`line ${lineOf(from)}: "latest" is not a pinned tag ("${image}")`);
    const nodeTag = /^(?:docker\.io\/)?(?:library\/)?node:([^@]+)/.exec(image)?.[1];
    if (!isStage && nodeTag !== undefined && !nodeTag.startsWith(`${nodeVersion}-`) && nodeTag !== nodeVersion) {
      problems.push(`line ${lineOf(from)}: the Node.js image must be node:${nodeVersion}-… (.nvmrc, the version CI proves), not "${image}"`);
    }
    if (from.getBuildStage()) stages.add(from.getBuildStage());
  }

  const instructions = dockerfile.getInstructions();
  const lastFromLine = froms.length ? lineOf(froms[froms.length - 1]) : 0;
  const finalStage = instructions.filter((instruction) => lineOf(instruction) >= lastFromLine);
  const users = finalStage.filter((instruction) => instruction.getKeyword() === 'USER');
  const finalUser = users.length ? users[users.length - 1].getArgumentsContent()?.trim().split(':')[0] : undefined;
  if (!finalUser || finalUser === 'root' || finalUser === '0') problems.push('the final stage must switch to a non-root USER');
  const healthchecks = finalStage.filter((instruction) => instruction.getKeyword() === 'HEALTHCHECK');
  if (!healthchecks.some((healthcheck) => /\bCMD\b/.test(healthcheck.getArgumentsContent() ?? ''))) problems.push('the final stage needs a HEALTHCHECK CMD');

  for (const instruction of instructions) {
    const keyword = instruction.getKeyword();
    const args = instruction.getArgumentsContent() ?? '';
    const at = `line ${lineOf(instruction)}`;
    if ((keyword === 'CMD' || keyword === 'ENTRYPOINT') && !args.trim().startsWith('[')) {
      problems.push(`${at}: ${keyword} in exec form (JSON array), so the app is PID 1 and receives SIGTERM`);
    }
    if (keyword === 'ADD' && !/https?:\/\//.test(args)) problems.push(`${at}: use COPY for local files (ADD also unpacks archives)`);
    if (keyword === 'COPY') {
      const source = instruction
        .getFlags()
        .find((flag) => flag.getName() === 'from')
        ?.getValue();
      if (source && !stages.has(source) && !source.includes(':')) problems.push(`${at}: COPY --from=${source} names no earlier stage`);
    }
    if (keyword === 'RUN' && /apt-get\s+install/.test(args)) {
      if (!/\s-y\b|--yes|--assume-yes/.test(args)) problems.push(`${at}: apt-get install needs -y`);
      if (!args.includes('--no-install-recommends')) problems.push(`${at}: apt-get install --no-install-recommends keeps the image small`);
      if (!/rm -rf \/var\/lib\/apt\/lists/.test(args)) problems.push(`${at}: remove /var/lib/apt/lists/* in the same RUN`);
    }
    if (keyword === 'RUN' && /\bsudo\b/.test(args)) problems.push(`${at}: no sudo in a Dockerfile`);
  }
  return problems;
}

/** This project's rules for the compose file (dclint checks the schema and its own rules). */
export function composeProblems(composeFile) {
  const compose = parseYaml(readFileSync(composeFile, 'utf8'), { merge: true });
  const problems = [];
  for (const [name, service] of Object.entries(compose.services ?? {})) {
    if (service.read_only !== true) problems.push(`service ${name}: read_only: true (a read-only root file system; tmpfs or volumes for what it writes)`);
    for (const volume of service.volumes ?? []) {
      const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
      if (source?.startsWith('.') && !existsSync(resolve(dirname(composeFile), source))) problems.push(`service ${name}: mounted file ${source} does not exist`);
    }
    // An exact release (x.y.z; PostgreSQL's releases are x.y), so an image never changes under the same file.
    const tag = /:([^@/]+)$/.exec(service.image ?? '')?.[1];
    if (service.image && !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(tag ?? '') && !(/^postgres:/.test(service.image) && /^\d+\.\d+(-[\w.]+)?$/.test(tag ?? ''))) {
      problems.push(`service ${name}: pin the image to an exact release ("${service.image}")`);
    }
    const dockerfile = service.build?.dockerfile;
    if (dockerfile && !existsSync(resolve(dirname(composeFile), service.build.context ?? '.', dockerfile))) problems.push(`service ${name}: ${dockerfile} does not exist`);
  }
  return problems;
}

export function dclintProblems(composeFile) {
  const result = spawnSync(join(WORKSPACE_ROOT, 'node_modules/.bin/dclint'), [composeFile, '--max-warnings', '0', '--color', 'false'], { encoding: 'utf8' });
  return result.status === 0 ? [] : [(result.stdout + result.stderr).trim() || `dclint failed (${result.error?.message ?? `exit code ${result.status}`})`];
}

/** Lints every Dockerfile and the compose file; returns the process exit code. */
function lintAll() {
  const checks = [
    ...dockerfiles().map((file) => ({ file, problems: () => dockerfileProblems(readFileSync(file, 'utf8')) })),
    { file: COMPOSE_FILE, problems: () => [...dclintProblems(COMPOSE_FILE), ...composeProblems(COMPOSE_FILE)] },
    // An override of the file above (its services are read-only there).
    { file: PRO_COMPOSE_FILE, problems: () => dclintProblems(PRO_COMPOSE_FILE) },
  ];
  let failed = 0;
  for (const { file, problems } of checks) {
    const found = problems();
    if (found.length) failed += 1;
    console.log(`${found.length ? '✗' : '✓'} ${relative(WORKSPACE_ROOT, file)}${found.map((problem) => `\n    ${problem}`).join('')}`);
  }
  console.log(`Container files: ${checks.length - failed} clean, ${failed} with problems`);
  return failed ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(lintAll());
