// Constraint failures that slip past a descriptor's own checks still answer a catalogue code.
import { SqliteError } from 'better-sqlite3';
import { AppError } from '../../errors/app-error';

export function fromSqliteError(error: unknown, operation: 'save' | 'delete'): unknown {
  if (!(error instanceof SqliteError)) return error;
  switch (error.code) {
    case 'SQLITE_CONSTRAINT_UNIQUE':
    case 'SQLITE_CONSTRAINT_PRIMARYKEY':
      return new AppError('VALUE_ALREADY_ASSIGNED');
    case 'SQLITE_CONSTRAINT_FOREIGNKEY':
      // On save: a reference to a row that does not exist; on delete: a row still referenced.
      return new AppError(operation === 'delete' ? 'DELETE_BLOCKED_IN_USE' : 'VALIDATION');
    default:
      return error;
  }
}
