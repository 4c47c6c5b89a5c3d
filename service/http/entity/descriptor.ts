// An entity of the registry: everything the generic entity calls need to serve it.
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { SessionUser } from '../../domains/security/contract';
import type { FunctionalityCode } from '../../domains/security/functionalities';
import type { ErrorCode } from '../../errors/catalogue';
import type { Versioning } from './versioning';

export interface EntityContext {
  readonly db: Db;
  readonly clock: Clock;
  readonly user: SessionUser;
}

export interface SortSpec {
  readonly field: string;
  readonly order: 'ascend' | 'descend';
}

export interface SearchQuery<C> {
  readonly criteria: C;
  readonly page: number;
  readonly pageSize: number;
  readonly sort?: SortSpec;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface DeleteBlocker {
  readonly code: ErrorCode;
  isBlocked(ctx: EntityContext, id: number): boolean;
}

export type CsvFormat = 'text' | 'date' | 'datetime' | 'money' | 'bool' | 'decimal' | 'phone';

export interface CsvColumn<T> {
  readonly header: string;
  readonly value: (item: T) => string | number | boolean | null | undefined;
  readonly format?: CsvFormat;
}

export interface DocumentInfo {
  id: number;
  entity: string;
  label: string;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface SaveResult {
  id: number;
  /** Accepted, but worth telling the user (an unsafe password...). */
  warnings?: ErrorCode[];
}

export interface EntityDescriptor<T extends { id: number } = { id: number }, I = unknown, C = unknown> {
  readonly base: string;
  readonly functionality: FunctionalityCode;
  /** French name of the entity, for export file names. */
  readonly label: string;
  readonly input: z.ZodType<I>;
  readonly criteria: z.ZodType<C>;
  /** Fields the search may sort on. */
  readonly sortable: readonly string[];
  list(ctx: EntityContext): T[];
  get(ctx: EntityContext, id: number): T | undefined;
  /** The item of id 0: defaults of a new record. */
  blank(ctx: EntityContext): T;
  /** Choice lists sent with every `edit/{id}` (`availableCivility`...). */
  choices?(ctx: EntityContext): Record<string, unknown[]>;
  search(ctx: EntityContext, query: SearchQuery<C>): Page<T>;
  /** Async work that cannot run inside the transaction (password hashing). */
  prepare?(ctx: EntityContext, input: I): Promise<I>;
  /** Runs inside the transaction; throws AppError to refuse. */
  save(ctx: EntityContext, input: I): SaveResult;
  readonly blockers: DeleteBlocker[];
  /** Runs inside the transaction after the blockers passed. */
  remove(ctx: EntityContext, id: number): void;
  readonly csv: readonly CsvColumn<T>[];
  info(ctx: EntityContext, id: number): DocumentInfo | undefined;
  /**
   * The row's version: answered with every edit item, checked against the version a save was
   * opened at, moved on by every save and activation (`rowVersioning(table)` for most).
   */
  readonly versioning: Versioning;
  order?(ctx: EntityContext, ids: readonly number[]): void;
  setActive?(ctx: EntityContext, id: number, isActive: boolean): void;
}
