// What crosses the wire for the module grid (the UI imports this).
import type { ModuleCode } from '../security/functionalities';

/** One row of /admin/module-grid. */
export interface ModuleRow {
  code: ModuleCode;
  label: string;
  description: string;
  isActive: boolean;
}
