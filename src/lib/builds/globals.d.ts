/** The build id, defined at build time by build/version-manifest.ts (see vite.config.ts). */
declare const __APP_VERSION__: string;
