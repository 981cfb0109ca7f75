/** Our own client directives (src/directives, registered in astro.config.mjs). */
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the window `load` event, when idle (src/directives/after-load.ts). */
    'client:afterload'?: boolean | 'replay-clicks';
    /** Hydrate when the visitor starts using the island, or at load with the named search parameter (src/directives/on-interaction.ts). */
    'client:interaction'?: boolean | string;
  }
}
export {};
