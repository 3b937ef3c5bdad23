/** The running build's id ('dev' where the build did not define one, e.g. in unit tests). */
export function appVersion(): string {
  return typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
}
