// The pages that end a sign-in, one lazy chunk: neither first screen loads them (the login page
// has a chunk of its own).
export { CallbackPage } from './callback-page';
export { LoggedInPage } from './logged-in-page';
