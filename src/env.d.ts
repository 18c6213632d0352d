/// <reference types="astro/client" />

declare const __PLAZA_BUILD_ID__: string;

declare namespace App {
  interface Locals {
    requestId: string;
    locale: import('./i18n/locales.ts').Locale;
    installed: boolean;
    config: import('./shared/site/siteConfig.ts').SiteConfig;
    user: import('./server/users/publicUser.ts').CurrentUser | null;
    session: import('./server/auth/session.service.ts').SessionInfo | null;
    /** Set by moduleNotEnabled() before it shows the 404 page, which then says the module is off. */
    disabledModule?: import('./shared/site/moduleOfPath.ts').ContentModule;
  }
}

// Plaza's hydration strategies (src/client/hydration, decision 027).
declare namespace Astro {
  interface ClientDirectives {
    'client:member'?: boolean;
    'client:interaction'?: boolean;
  }
}
