// The sign-in layout's pages, one lazy chunk: a signed-in first screen does not load them.
export { CallbackPage } from './callback-page';
export { LoginPage } from './login-page';
export { LoggedInPage } from './logged-in-page';
