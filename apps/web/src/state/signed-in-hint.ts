import { PERSIST_ROOT_KEY } from './persist-config';

/** Set on <html> before the first paint when the saved state holds a signed-in reader. */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/**
 * Runs in <head> before the first paint (like the theme script). Cached pages are the same for
 * everyone and the saved state loads only after hydration, so without this hint the parts that
 * a signed-in reader sees differently (their "For you" stories) would first show everyone's.
 * It only reads whether someone is signed in; the store still decides everything else.
 */
export const SIGNED_IN_HINT_SCRIPT = `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(`persist:${PERSIST_ROOT_KEY}`)})||'null'),u=s&&s.user&&JSON.parse(s.user);if(u&&u.isLogin&&u.data&&u.data.token)document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)},'')}catch(e){}`;
