// Writes deploy/nginx/includes/device-class.inc: the nginx maps that give $device_class, the
// X-Device-Class value the edge sends the sites and keys its page cache on (notes contract:
// `<flags>/<terminal>`, the true flags in the contract's order, each followed by a comma). The
// regular expressions are the site's own, imported from libs/layout's parseDeviceFlags and
// site-server's terminalOf, so the edge cannot drift from the rules the pages are rendered by:
//   node --import tsx deploy/nginx/device-class.mjs           # rewrite the include
//   node --import tsx deploy/nginx/device-class.mjs --check   # exit 1 when the include is out of date
// How each flag combines its expressions (isAndroid is "Android and not iOS") is written here once
// more; device-class.test.mjs runs the include in nginx against the TypeScript functions.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as deviceRules from '../../libs/layout/src/lib/device-flags.ts';
import { MOBILE_USER_AGENT, terminalOf } from '../../libs/site-server/src/http/terminal.ts';

const WORKSPACE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const INCLUDE_FILE = join(WORKSPACE_ROOT, 'deploy/nginx/includes/device-class.inc');
const TERMINAL_SOURCE = 'libs/site-server/src/http/terminal.ts';

/** The contract's flags, in the order X-Device-Class lists them. */
export const CONTRACT_FLAGS = ['isH5Page', 'isAndroid', 'isIos', 'isYlApp', 'isHuawei', 'isMac', 'isWindows', 'isWeChatOrWxWork', 'inCompanyApp'];

/**
 * Each map's rules, first match wins (as nginx's map tries regular expressions in order): a rule
 * with an empty value is an exception ("not iOS") that stops the later ones.
 */
export function flagRules({ ANDROID, IOS, MOBILE, HUAWEI, MAC, WINDOWS, WINDOWS_PHONE, WECHAT, COMPANY_APP_UA_MARKER, YL_APP_UA_MARKER } = deviceRules) {
  return {
    isH5Page: [[MOBILE, true]],
    isAndroid: [
      [IOS, false],
      [ANDROID, true],
    ],
    isIos: [[IOS, true]],
    isYlApp: [[YL_APP_UA_MARKER, true]],
    isHuawei: [[HUAWEI, true]],
    isMac: [
      [IOS, false],
      [MAC, true],
    ],
    isWindows: [
      [WINDOWS_PHONE, false],
      [WINDOWS, true],
    ],
    isWeChatOrWxWork: [[WECHAT, true]],
    inCompanyApp: [
      [YL_APP_UA_MARKER, true],
      [COMPANY_APP_UA_MARKER, true],
    ],
  };
}

/**
 * The user agents of the commonest browsers, matched whole before any rule is tried; `{version}`
 * stands for up to 32 digits, dots and underscores. All the agents of one template get one class,
 * whatever their versions: a version sits between characters that end a word (checked below), so it
 * can neither make nor break a word a rule looks for, and it is too short to push one past the
 * 1,024 characters parseDeviceFlags reads. nginx then answers such an agent with one anchored match
 * that fails at its first differing character, instead of a dozen searches through it (decision 023).
 */
export const COMMON_USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/{version} Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/{version} Safari/537.36 Edg/{version}',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:{version}) Gecko/20100101 Firefox/{version}',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/{version} Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X {version}) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/{version} Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS {version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/{version} Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/{version} Mobile Safari/537.36',
];
const VERSION = '{version}';
const VERSION_PATTERN = '[0-9._]{1,32}';

/** The site's class of a user agent: the contract's true flags, each with a comma, then the terminal. */
export const siteClassOf = (userAgent) => {
  const flags = deviceRules.parseDeviceFlags(userAgent);
  return `${CONTRACT_FLAGS.filter((flag) => flags[flag])
    .map((flag) => `${flag},`)
    .join('')}/${terminalOf(userAgent)}`;
};

/** The `$device_class` map line of a template: its anchored expression and the class of every agent it matches. */
export function commonAgentLine(template, readLength = deviceRules.USER_AGENT_READ_LENGTH) {
  const parts = template.split(VERSION);
  for (let index = 1; index < parts.length; index++) {
    if (/\w$/.test(parts[index - 1]) || /^\w/.test(parts[index])) throw new Error(`${template}: a version must sit between characters that end a word`);
  }
  if (template.length + 32 * (parts.length - 1) >= readLength) throw new Error(`${template}: too long to be read whole`);
  const expression = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(VERSION_PATTERN);
  // nginx's quoted strings take \\ for \.
  return `    "~^${expression.replace(/\\/g, '\\\\')}$" "${siteClassOf(parts.join('1'))}";`;
}

/**
 * An nginx map key for a JavaScript regular expression. Only what means the same to JavaScript and
 * PCRE is let through (letters, digits, spaces, `\b`, `\/`, `(?:…)`, `|`); anything else stops the
 * generator, to be looked at, rather than being translated on trust.
 */
export function nginxRegex(expression) {
  const unsupportedFlags = expression.flags.replace('i', '');
  if (unsupportedFlags) throw new Error(`${expression}: flags "${unsupportedFlags}" have no nginx equivalent here`);
  const leftover = expression.source.replace(/\\b|\\\/|\(\?:|\)|\|/g, '');
  if (!/^[A-Za-z0-9 ]*$/.test(leftover))
    throw new Error(`${expression}: only letters, digits, spaces, \\b, \\/, (?:…) and | are translated to nginx (found "${leftover.replace(/[A-Za-z0-9 ]/g, '')}")`);
  // nginx's quoted strings take \\ for \ (and \t, \n, \r as control characters): double every backslash.
  return `"${expression.flags.includes('i') ? '~*' : '~'}${expression.source.replace(/\\/g, '\\\\')}"`;
}

const variableOf = (flag) => `$device_flag_${flag.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;

/** The include's text. */
export function deviceClassInclude({ rules = flagRules(), terminal = MOBILE_USER_AGENT, readLength = deviceRules.USER_AGENT_READ_LENGTH } = {}) {
  const maps = CONTRACT_FLAGS.map((flag) => {
    const lines = rules[flag].map(([expression, isSet]) => `    ${nginxRegex(expression)} "${isSet ? `${flag},` : ''}";`);
    return `map $device_user_agent ${variableOf(flag)} {\n${lines.join('\n')}\n    default "";\n}`;
  });
  return `# GENERATED by deploy/nginx/device-class.mjs from parseDeviceFlags (libs/layout/src/lib/device-flags.ts)
# and terminalOf (${TERMINAL_SOURCE}); do not edit: run \`node --import tsx deploy/nginx/device-class.mjs\`.
# $device_class is the X-Device-Class value the sites render by and the page cache keys on: the true
# flags in the contract's order, each followed by a comma, then /pc or /h5 (an empty User-Agent: /pc).

# parseDeviceFlags reads the first ${readLength} characters; terminalOf the whole header. Only a longer
# header is cut (copying every header through a capture cost a third of the class's time).
map $http_user_agent $device_user_agent {
    "~^(?<head>.{${readLength}})" $head;
    default $http_user_agent;
}

${maps.join('\n\n')}

map $http_user_agent $device_terminal {
    ${nginxRegex(terminal)} h5;
    default pc;
}

# The commonest browsers, whole (COMMON_USER_AGENTS in the generator); any other agent by the rules above.
map $http_user_agent $device_class {
${COMMON_USER_AGENTS.map((template) => commonAgentLine(template, readLength)).join('\n')}
    default "${CONTRACT_FLAGS.map(variableOf).join('')}/$device_terminal";
}
`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const text = deviceClassInclude();
  if (process.argv.includes('--check')) {
    if (readFileSync(INCLUDE_FILE, 'utf8') !== text) {
      console.error('deploy/nginx/includes/device-class.inc is out of date: run node --import tsx deploy/nginx/device-class.mjs');
      process.exit(1);
    }
  } else {
    writeFileSync(INCLUDE_FILE, text);
  }
}
