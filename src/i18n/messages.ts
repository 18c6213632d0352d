// The one way islands and stores reach the message catalog: importing it through here sets the
// browser's locale (the page's <html lang>) before any island can render a message, whichever
// island's module the browser happens to run first.
import './clientLocale.ts';

export { m } from '@/paraglide/messages.js';
