// Server-side sessions: the cookie holds a random token, the database its SHA-256. A session dies
// after an idle period, when its user is suspended or deleted, or on logout.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { SessionUser } from './contract';
import * as store from './store';

export const sessionPolicy = {
  idleMs: 4 * 60 * 60 * 1000,
  /** lastSeenAt is written at most this often, so reads do not each cost a write. */
  touchEveryMs: 60 * 1000,
} as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionMeta {
  readonly ip?: string;
  readonly userAgent?: string;
}

export function createSessions(db: Db, clock: Clock) {
  let secret: string | undefined;
  const xsrfSecret = () => {
    secret ??= store.ensureSetting(db, 'xsrf_secret', randomBytes(32).toString('hex'));
    return secret;
  };
  const queries = store.prepareHotQueries(db);
  const idleBefore = () => new Date(clock.now().getTime() - sessionPolicy.idleMs).toISOString();

  return {
    open(userId: number, meta: SessionMeta): string {
      const token = randomBytes(32).toString('base64url');
      const at = clock.now().toISOString();
      store.insertSession(db, {
        tokenHash: hashToken(token),
        userId,
        createdAt: at,
        lastSeenAt: at,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      return token;
    },

    /** The live session's user, or null; an idle or suspended one is closed on the way. */
    resolve(token: string): SessionUser | null {
      const tokenHash = hashToken(token);
      const found = queries.sessionWithUser.get({ tokenHash });
      if (!found) return null;
      const { session, user } = found;
      if (session.lastSeenAt < idleBefore() || !user.isActive) {
        store.deleteSession(db, tokenHash);
        return null;
      }
      const now = clock.now();
      if (now.getTime() - Date.parse(session.lastSeenAt) > sessionPolicy.touchEveryMs) {
        store.touchSession(db, tokenHash, now.toISOString());
      }
      return {
        id: user.id,
        login: user.login,
        name: user.name,
        isAdmin: user.isAdmin,
        isSysteme: user.isSysteme,
        isTechnical: user.isTechnical,
        hasSpecificRights: user.hasSpecificRights,
      };
    },

    close(token: string): void {
      store.deleteSession(db, hashToken(token));
    },

    /** Live sessions of a user, after dropping every idle session of the site. */
    liveCount(userId: number): number {
      store.deleteSessionsIdleSince(db, idleBefore());
      return store.countSessionsOf(db, userId);
    },

    /** Anti-forgery token: an HMAC of the session token, so a planted cookie cannot pass. */
    xsrfToken(token: string): string {
      return createHmac('sha256', xsrfSecret()).update(token).digest('base64url');
    },

    isValidXsrf(token: string, candidate: string): boolean {
      const expected = Buffer.from(this.xsrfToken(token));
      const given = Buffer.from(candidate);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
