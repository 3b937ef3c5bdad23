import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { requireClassAccess, requireSuperuser, type ClassAccess } from './access';
import { requireViewer } from './request-auth';
import { requireAccess, type AccessTarget, type Permission } from './roles';

/**
 * Who may call a route, declared in its `config.access`. Every /api route declares one: a route
 * registered without it stops the server at start-up.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'superuser' }
  | { kind: 'class'; permissions: readonly Permission[] }
  | { kind: 'class-then'; permissions: readonly Permission[] }
  | { kind: 'resource'; permissions: readonly Permission[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const access = {
  /** Anyone, signed in or not (the handler may still use who signed in). */
  public: { kind: 'public' },
  /** Anyone signed in (401 otherwise). */
  signedIn: { kind: 'signed-in' },
  /** Superusers only. */
  superuser: { kind: 'superuser' },
  /** The `:classId` parameter's class: its gate (404, 403, 114), then `permissions`, before the handler. */
  inClass: (...permissions: Permission[]): RouteAccess => ({ kind: 'class', permissions }),
  /**
   * The class's gate before the handler; the handler checks `permissions` with `authorize` once it
   * has found whose data it is (so a missing student is a 404 first).
   */
  inClassThen: (...permissions: Permission[]): RouteAccess => ({
    kind: 'class-then',
    permissions,
  }),
  /** The class of something the handler loads first: `authorize` runs the gate and `permissions`. */
  ofResource: (...permissions: Permission[]): RouteAccess => ({ kind: 'resource', permissions }),
} as const satisfies Record<string, RouteAccess | ((...p: Permission[]) => RouteAccess)>;

type Grant = { access: ClassAccess | null; checked: boolean };
const grants = new WeakMap<FastifyRequest, Grant>();

const declaredAccess = (request: FastifyRequest): RouteAccess => {
  const declared = request.routeOptions.config.access;
  if (!declared) throw new Error(`${request.routeOptions.url} declares no access`);
  return declared;
};

const classIdParam = (request: FastifyRequest) => {
  const { classId } = request.params as Record<string, unknown>;
  if (typeof classId !== 'number') {
    throw new Error(`${request.routeOptions.url} has no numeric :classId for its class access`);
  }
  return classId;
};

const checkBeforeHandler: preHandlerAsyncHookHandler = async function (request) {
  const declared = declaredAccess(request);
  const { db } = this;
  switch (declared.kind) {
    case 'public':
      return;
    case 'signed-in':
      requireViewer(request);
      return;
    case 'superuser':
      await requireSuperuser(request, db);
      return;
    case 'class':
    case 'class-then': {
      const classId = classIdParam(request);
      const granted = await requireClassAccess(request, db, classId);
      if (declared.kind === 'class')
        requireAccess(granted.actor, declared.permissions, { classId });
      grants.set(request, { access: granted, checked: declared.kind === 'class' });
      return;
    }
    case 'resource':
      grants.set(request, { access: null, checked: false });
  }
};

/** The class access the route's declaration granted before the handler (`inClass` routes). */
export function grantedClassAccess(request: FastifyRequest): ClassAccess {
  const granted = grants.get(request)?.access;
  if (!granted) throw new Error(`${request.routeOptions.url} was granted no class access`);
  return granted;
}

/**
 * The handler's half of an `inClassThen` or `ofResource` declaration: checks the declared
 * permissions on `target` (and, for a resource, its class's gate first).
 */
export async function authorize(
  request: FastifyRequest,
  target: AccessTarget,
): Promise<ClassAccess> {
  const declared = declaredAccess(request);
  const grant = grants.get(request);
  if (!grant || (declared.kind !== 'class-then' && declared.kind !== 'resource')) {
    throw new Error(`${request.routeOptions.url} declares no check in its handler`);
  }
  let granted = grant.access;
  if (declared.kind === 'resource') {
    if (target.classId === undefined) throw new Error('a resource check needs its class');
    granted = await requireClassAccess(request, request.server.db, target.classId);
  }
  if (!granted) throw new Error(`${request.routeOptions.url} was granted no class access`);
  requireAccess(granted.actor, declared.permissions, {
    classId: target.classId ?? classIdParam(request),
    ownerId: target.ownerId,
  });
  grants.set(request, { access: granted, checked: true });
  return granted;
}

/** A success answered by a route whose handler never ran its declared check is a bug: 500. */
async function refuseUncheckedSuccess(request: FastifyRequest, reply: FastifyReply) {
  const grant = grants.get(request);
  if (grant && !grant.checked && reply.statusCode < 400) {
    throw new Error(`${request.routeOptions.url} answered without running its access check`);
  }
}

/**
 * Requires `config.access` on every route registered after it in this scope and runs the part of
 * the check that comes before the handler.
 */
export function enforceRouteAccess(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      throw new Error(`${route.method} ${route.url} declares no access (config.access)`);
    }
    const existing = route.preHandler ?? [];
    const others = Array.isArray(existing) ? existing : [existing];
    if (others.includes(checkBeforeHandler)) return;
    route.preHandler = [checkBeforeHandler, ...others];
  });
  app.addHook('onSend', refuseUncheckedSuccess);
}
