// A screen of the route table: its path as the spec writes it (with $params) and how to load it.
import type { ComponentType } from 'react';

export interface Screen {
  /** TanStack path: the spec's `:param` written `$param`. */
  readonly path: string;
  readonly load: () => Promise<{ default: ComponentType }>;
}

/** `/customer/$tab/$customerId` -> `/customer/:tab/:customerId`, the spec's notation. */
export function specPath(path: string): string {
  return path.replace(/\$(\w+)/g, ':$1');
}
