/**
 * What a page of the account area has for one request: a visitor (the frame shows the 'please
 * login first' dialog over the page), a session the API could not answer for just now, or the
 * signed-in user's data `T`.
 */
export type AccountData<T> = { kind: 'visitor' } | { kind: 'unavailable' } | ({ kind: 'user' } & T);
