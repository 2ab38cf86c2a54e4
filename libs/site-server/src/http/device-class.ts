import { parseDeviceFlags, type DeviceFlags } from '@brokerage/layout';
import { remembered } from '../remembered';
import { terminalOf } from './terminal';

/**
 * The header an edge (deploy/nginx) sets to the visitor's device class, so caches key on it rather
 * than on the raw User-Agent: `<flags>/<terminal>`, each true flag followed by a comma
 * (`isWindows,/pc`, `isH5Page,isIos,/h5`, `/pc` for an empty user agent).
 */
export const DEVICE_CLASS_HEADER = 'X-Device-Class';

/** The flags a class names, in the order the header lists them (isPcPage is !isH5Page; isPro comes from APP_ENV). */
const CLASS_FLAGS = ['isH5Page', 'isAndroid', 'isIos', 'isYlApp', 'isHuawei', 'isMac', 'isWindows', 'isWeChatOrWxWork', 'inCompanyApp'] as const satisfies readonly (keyof DeviceFlags)[];
const TERMINALS = new Set(['pc', 'h5']);

/** A class as the header writes it: the flags `isSet` holds, in the header's order, each followed by a comma, then the terminal. */
const classOf = (isSet: (flag: (typeof CLASS_FLAGS)[number]) => boolean, terminal: string): string =>
  `${CLASS_FLAGS.filter(isSet)
    .map((flag) => `${flag},`)
    .join('')}/${terminal}`;

/** How many user agents' classes (and edge headers' readings) are kept: browsers' agents repeat, and a hit should not parse one again. */
const REMEMBERED_CLASSES = 1_000;

/** Everything a page depends on in the user agent: the frame's device flags and the API terminal. */
export const deviceClassOf = remembered((userAgent: string): string => {
  const flags = parseDeviceFlags(userAgent);
  return classOf((flag) => flags[flag], terminalOf(userAgent));
}, REMEMBERED_CLASSES);

/** A word of a user agent that sets each flag under parseDeviceFlags' rules (`Mobi`: the h5 terminal alone). */
const FLAG_MARKERS: Record<(typeof CLASS_FLAGS)[number], string> = {
  isH5Page: 'Mobile',
  isAndroid: 'Android',
  isIos: 'iPhone',
  isYlApp: 'YLApp/1',
  isHuawei: 'HUAWEI',
  isMac: 'Macintosh',
  isWindows: 'Windows',
  isWeChatOrWxWork: 'MicroMessenger',
  inCompanyApp: 'HarbourfrontApp/1',
};

/**
 * A user agent of the device class `deviceClass`, which a page is rendered from: what the page shows
 * then follows from the class alone, never from the rest of one visitor's user agent. Null for a
 * class no user agent has (`isAndroid,isIos,`, a phone on the pc terminal).
 */
export const userAgentOfClass = (deviceClass: string): string | null => {
  const [flags, terminal] = deviceClass.split('/');
  const markers = flags
    .split(',')
    .filter(Boolean)
    .map((flag) => FLAG_MARKERS[flag as keyof typeof FLAG_MARKERS]);
  if (terminal === 'h5' && !markers.some((marker) => terminalOf(marker) === 'h5')) markers.push('Mobi');
  const userAgent = markers.join(' ');
  return deviceClassOf(userAgent) === deviceClass ? userAgent : null;
};

/**
 * The class an edge's X-Device-Class names, written as deviceClassOf writes it, or null when the
 * header is missing or not understood (an unknown flag, a bad terminal, a class no device has): the
 * class is then worked out from the User-Agent. Read leniently: empty items are skipped.
 */
const classOfHeader = remembered((header: string): string | null => {
  const slash = header.lastIndexOf('/');
  const terminal = header.slice(slash + 1).trim();
  if (slash === -1 || !TERMINALS.has(terminal)) return null;
  const named = new Set(
    header
      .slice(0, slash)
      .split(',')
      .map((flag) => flag.trim())
      .filter(Boolean),
  );
  if ([...named].some((flag) => !(CLASS_FLAGS as readonly string[]).includes(flag))) return null;
  const deviceClass = classOf((flag) => named.has(flag), terminal);
  return userAgentOfClass(deviceClass) === null ? null : deviceClass;
}, REMEMBERED_CLASSES);

/** The class an edge's X-Device-Class header names, or null (see classOfHeader). */
export const deviceClassOfHeader = (header: string | string[] | undefined): string | null => (typeof header === 'string' ? classOfHeader(header) : null);
