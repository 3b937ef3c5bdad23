/** Every route names itself; the auth guard and error reports read it from the matched routes. */
export type RouteHandle = { name: string };

export const named = (name: string): { handle: RouteHandle } => ({ handle: { name } });
