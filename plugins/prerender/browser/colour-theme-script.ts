/** Where the colour switch keeps the visitor's choice, dumi's key (spec: the namespace + ":prefers-color"). */
export const COLOUR_STORAGE_KEY = 'dumi:prefers-color';

/**
 * An inline `<head>` script that puts the resolved colour theme on `<html data-prefers-color>` before
 * the first paint, by the spec's rules: the stored choice, else auto; auto follows the system; any
 * other stored value means light. dumi sets the same attribute only once its bundle runs, after the
 * page has been painted light. The text is the same on every page (one CSP hash covers it).
 */
export const COLOUR_THEME_SCRIPT = `(function(){var c='auto';try{c=localStorage.getItem('${COLOUR_STORAGE_KEY}')||c}catch(e){}if(c==='auto')c=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';else if(c!=='dark')c='light';document.documentElement.setAttribute('data-prefers-color',c)})();`;
