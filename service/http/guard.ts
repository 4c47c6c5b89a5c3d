// Every route declares who may call it; one middleware enforces the declaration. A route that
// declares nothing is refused (fail closed), so no route can forget its guard.
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { SessionUser } from '../domains/security/contract';
import { type FunctionalityCode, functionalityByCode } from '../domains/security/functionalities';
import { allows, type Need, type Right } from '../domains/security/rights';
import { AppError } from '../errors/app-error';
import type { AppEnv } from './env';

export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'session' }
  | {
      readonly kind: 'right';
      readonly functionality: FunctionalityCode;
      readonly need: Need;
      /** A path parameter naming a user: that user may pass on their own record. */
      readonly selfParam?: string;
    };

const declared = new WeakMap<object, Access>();

function declare(access: Access): MiddlewareHandler<AppEnv> {
  const marker: MiddlewareHandler<AppEnv> = (_c, next) => next();
  declared.set(marker, access);
  return marker;
}

export const allow = {
  /** Anyone, signed in or not (sign-in itself, the UI's files). */
  anyone: () => declare({ kind: 'public' }),
  /** Any signed-in user, whatever their rights. */
  signedIn: () => declare({ kind: 'session' }),
  to: (functionality: FunctionalityCode, need: Need) => declare({ kind: 'right', functionality, need }),
  toOrSelf: (functionality: FunctionalityCode, need: Need, selfParam: string) =>
    declare({ kind: 'right', functionality, need, selfParam }),
};

export function accessOf(handler: object): Access | undefined {
  return declared.get(handler);
}

/** `/a/:userId/b` against `/a/7/b` -> '7'. Middlewares do not see the endpoint's params in Hono. */
function paramOf(pattern: string, path: string, name: string): string | undefined {
  const at = pattern.split('/').indexOf(`:${name}`);
  return at < 0 ? undefined : path.split('/')[at];
}

export type RightLookup = (user: SessionUser, functionality: FunctionalityCode) => Right;
/** Whether a module of the catalogue is switched on; answered from memory (runs on every request). */
export type ModuleCheck = (module: string) => boolean;

/** The functionality's module is switched off: its routes answer 401 whatever the user's right. */
function isModuleOff(functionality: FunctionalityCode, isModuleActive: ModuleCheck): boolean {
  const module = functionalityByCode(functionality)?.module;
  return module !== undefined && !isModuleActive(module);
}

export function rightsGuard(rightOf: RightLookup, isModuleActive: ModuleCheck): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const matched = matchedRoutes(c);
    const endpoint = matched.find((r) => r.method !== 'ALL');
    if (!endpoint) return next();
    const access = matched.map((r) => accessOf(r.handler)).find((a) => a !== undefined);
    if (!access) {
      c.get('deps').logger.error('route without declared access', { path: endpoint.path });
      throw new AppError('INTERNAL');
    }
    if (access.kind === 'public') return next();
    const user = c.get('session');
    if (!user) throw new AppError('NOT_CONNECTED');
    if (access.kind === 'session') return next();
    if (isModuleOff(access.functionality, isModuleActive)) throw new AppError('INSUFFICIENT_RIGHT');
    if (access.selfParam && paramOf(endpoint.path, c.req.path, access.selfParam) === String(user.id)) {
      return next();
    }
    if (!allows(rightOf(user, access.functionality), access.need)) throw new AppError('INSUFFICIENT_RIGHT');
    return next();
  };
}
