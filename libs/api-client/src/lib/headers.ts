import { X_LANG, X_TYPE, type District, type Lang } from '@brokerage/contracts';

/** Header names of spec 7, shared by the three clients. */
export const HEADER = {
  lang: 'X-Lang',
  type: 'X-Type',
  devInfo: 'X-Dev-Info',
  authorization: 'Authorization',
  uid: 'X-Uid',
  terminal: 'X-Terminal',
  quotesToken: 'X-QuotesToken',
  requestId: 'X-Request-Id',
} as const;

/** X-Dev-Info value identifying this website to the services. */
export const DEV_INFO = 'official-web';

/** X-Terminal values (spec 7). */
export const X_TERMINAL = { pc: '1', h5: '2' } as const;
export type Terminal = keyof typeof X_TERMINAL;

/** Only hosts whose name contains this get X-QuotesToken (spec 7). */
export const QUOTES_TOKEN_HOST_MARKER = 'hz';

export interface IdentityHeaderInput {
  lang: Lang;
  district: District;
  token?: string | null;
  uid?: string | null;
}

export interface MainHeaderInput extends IdentityHeaderInput {
  terminal: Terminal;
  hostname?: string | null;
  quotesToken?: string | null;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** Headers every client sends: language, district, device info and, when known, token and user id. */
export const identityHeaders = ({ lang, district, token, uid }: IdentityHeaderInput): Record<string, string> => {
  const headers: Record<string, string> = {
    [HEADER.lang]: X_LANG[lang],
    [HEADER.type]: X_TYPE[district],
    [HEADER.devInfo]: DEV_INFO,
  };
  if (present(token)) headers[HEADER.authorization] = token;
  if (present(uid)) headers[HEADER.uid] = uid;
  return headers;
};

/** Headers of the main client: the identity headers plus terminal and, on `hz` hosts, the quotes token. */
export const mainHeaders = (input: MainHeaderInput): Record<string, string> => {
  const headers = identityHeaders(input);
  headers[HEADER.terminal] = X_TERMINAL[input.terminal];
  if (present(input.quotesToken) && (input.hostname ?? '').toLowerCase().includes(QUOTES_TOKEN_HOST_MARKER)) {
    headers[HEADER.quotesToken] = input.quotesToken;
  }
  return headers;
};
