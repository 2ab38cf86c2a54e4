// The panel's calls from script (JSON): POST {base}/{lang}/auth with an `intent`.
export { authApiAction as action, actionOnlyLoader as loader } from '../pages.server';
