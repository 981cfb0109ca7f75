/** Our own client directives (src/directives, registered in astro.config.mjs). */
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the window `load` event, when idle (src/directives/after-load.ts). */
    'client:afterload'?: boolean;
  }
}
export {};
