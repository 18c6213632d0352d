/** The brand colour of the stylesheet (--color-primary): the app's theme, behind the default and maskable icons. */
export const APP_THEME_COLOR = '#1f5fd6';
