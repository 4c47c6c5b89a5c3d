// Server-side sessions: the cookie holds a random token, the database its SHA-256. A session dies
// after an idle period, when its user is suspended or deleted, or on logout.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { untilWrite } from '../../db/until-write';
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

interface LiveSession {
  readonly lastSeenMs: number;
  readonly isActive: boolean;
  readonly user: SessionUser;
}

/** Sessions kept in memory between writes; past this many, the map starts again empty. */
const keptSessions = 10_000;

export function createSessions(db: Db, clock: Clock) {
  let secret: string | undefined;
  const xsrfSecret = () => {
    secret ??= store.ensureSetting(db, 'xsrf_secret', randomBytes(32).toString('hex'));
    return secret;
  };
  const queries = store.prepareHotQueries(db);
  const idleBefore = () => new Date(clock.now().getTime() - sessionPolicy.idleMs).toISOString();
  // Every request resolves its session: the row and its user are kept per token until the next
  // write to the file (a suspension, a logout, a touch, the CLI...), which hashes and reads again.
  const live = untilWrite<string, LiveSession | null>(db, keptSessions);
  const read = (token: string): LiveSession | null => {
    const found = queries.sessionWithUser.get({ tokenHash: hashToken(token) });
    if (!found) return null;
    const { session, user } = found;
    return {
      lastSeenMs: Date.parse(session.lastSeenAt),
      isActive: user.isActive,
      user: {
        id: user.id,
        login: user.login,
        name: user.name,
        isAdmin: user.isAdmin,
        isSysteme: user.isSysteme,
        isTechnical: user.isTechnical,
        hasSpecificRights: user.hasSpecificRights,
      },
    };
  };

  // Every write checks its anti-forgery header: the HMAC of a session token never changes (the
  // secret is the site's for good), so it is computed once per token, not once per request. The
  // comparison itself stays constant-time on every request.
  const xsrfByToken = new Map<string, Buffer>();
  const xsrfOf = (token: string) => createHmac('sha256', xsrfSecret()).update(token).digest('base64url');
  const expectedXsrf = (token: string): Buffer => {
    let expected = xsrfByToken.get(token);
    if (!expected) {
      if (xsrfByToken.size >= keptSessions) xsrfByToken.clear();
      expected = Buffer.from(xsrfOf(token));
      xsrfByToken.set(token, expected);
    }
    return expected;
  };

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
      const found = live.get(token, () => read(token));
      if (!found) return null;
      const nowMs = clock.now().getTime();
      if (nowMs - found.lastSeenMs > sessionPolicy.idleMs || !found.isActive) {
        store.deleteSession(db, hashToken(token));
        return null;
      }
      if (nowMs - found.lastSeenMs > sessionPolicy.touchEveryMs) {
        store.touchSession(db, hashToken(token), new Date(nowMs).toISOString());
      }
      return found.user;
    },

    close(token: string): void {
      xsrfByToken.delete(token);
      store.deleteSession(db, hashToken(token));
    },

    /** Everyone is signed out: before a backup and update, which may restart the service. */
    closeAll(): void {
      xsrfByToken.clear();
      store.deleteAllSessions(db);
    },

    /** Live sessions of a user, after dropping every idle session of the site. */
    liveCount(userId: number): number {
      store.deleteSessionsIdleSince(db, idleBefore());
      return store.countSessionsOf(db, userId);
    },

    /** Anti-forgery token: an HMAC of the session token, so a planted cookie cannot pass. */
    xsrfToken(token: string): string {
      return xsrfOf(token);
    },

    isValidXsrf(token: string, candidate: string): boolean {
      const expected = expectedXsrf(token);
      const given = Buffer.from(candidate);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
