// Tells the outbox job that mail was committed, so a guest's e-mail leaves within seconds instead
// of at the next minute. An e-mail enqueued inside a transaction is announced once that transaction
// is over; a rollback leaves nothing due, and the woken run then finds nothing.
import type { Db } from '../../db/connection';
import { onTransactionEnd } from '../../db/transaction';

type Listener = (db: Db) => void;
const listeners = new Set<Listener>();
const enqueuedIn = new WeakSet<Db>();

function announce(db: Db): void {
  for (const listener of listeners) listener(db);
}

onTransactionEnd((db) => {
  if (!enqueuedIn.has(db)) return;
  enqueuedIn.delete(db);
  announce(db);
});

/** Called by `enqueueMail`: announced now outside a transaction, at its end inside one. */
export function markEnqueued(db: Db): void {
  if (db.$client.inTransaction) enqueuedIn.add(db);
  else announce(db);
}

/**
 * Calls `wake` after each commit that enqueued mail on `db`, on a later turn of the event loop (never
 * inside the request that committed); answers the unsubscribe.
 */
export function onMailEnqueued(db: Db, wake: () => void): () => void {
  const listener: Listener = (other) => {
    if (other === db) setImmediate(wake);
  };
  listeners.add(listener);
  return () => listeners.delete(listener);
}
