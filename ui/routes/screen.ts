// A screen of the route table: its path as the spec writes it (with $params) and how to load it.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

export interface Screen {
  /** TanStack path: the spec's `:param` written `$param`. */
  readonly path: string;
  readonly load: () => Promise<{ default: ComponentType }>;
  /**
   * Starts the screen's main read from the URL alone, before the session is restored and while its
   * chunk loads, so the answer is not asked only once the screen has mounted.
   */
  readonly prefetch?: (client: QueryClient, search: Record<string, unknown>) => void;
}

/** `/customer/$tab/$customerId` -> `/customer/:tab/:customerId`, the spec's notation. */
export function specPath(path: string): string {
  return path.replace(/\$(\w+)/g, ':$1');
}
