/** Where the reader's theme choice is kept (not in the Redux store: it must apply before React loads). */
export const THEME_STORAGE_KEY = 'newsroom-theme';

/**
 * Runs in <head> before the first paint, so a reader who chose a theme never sees the other one
 * flash. Without a choice, the stylesheet follows prefers-color-scheme.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==='dark'||t==='light')document.documentElement.dataset.theme=t}catch(e){}`;
