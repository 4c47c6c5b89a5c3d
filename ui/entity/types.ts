// What a generic list and detail screen needs to know of an entity: the UI side of a registry
// descriptor. Specific screens reuse the same pieces.
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { FunctionalityCode } from '../../service/domains/security/functionalities';
import type { FieldNamer } from './stale-edits';

/** `percent`: a rate in basis points (2000), shown '20,00 %'. */
/** `color`: a `#RRGGBB` swatch. */
export type CellFormat = 'text' | 'date' | 'datetime' | 'bool' | 'money' | 'phone' | 'percent' | 'color';

export interface ColumnDef<T> {
  /** Field of the item, also the server's sort key when `sortable`. */
  readonly key: keyof T & string;
  readonly title: string;
  readonly sortable?: boolean;
  readonly format?: CellFormat;
  readonly width?: number;
  readonly render?: (item: T) => ReactNode;
}

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'bool'
  | 'integer'
  | 'decimal'
  | 'select'
  | 'date'
  | 'email'
  | 'phone'
  | 'siret'
  | 'password'
  /** Several ids from the choice list (`groupIds` from `availableGroup`). */
  | 'multiselect'
  /** Integer cents, typed and shown in euros ('1 234,50'). */
  | 'money'
  /** A rate in integer basis points, typed and shown in percent with 2 decimals ('5,50'). */
  | 'percent'
  /** A colour `#RRGGBB` (planning colours), picked or typed. */
  | 'color';

export interface FieldDef {
  /** antd form name: a field, or a path into a nested value (['addressList', 0, 'town']). */
  readonly name: string | (string | number)[];
  readonly label: string;
  readonly kind: FieldKind;
  readonly required?: boolean;
  /** For `select`: the choice list of the edit answer (`availableCivility`) and how to label a choice. */
  readonly choices?: string;
  readonly choiceLabel?: string;
  readonly maxLength?: number;
  readonly span?: 1 | 2;
  /** Lines of a `textarea` (4 by default). */
  readonly rows?: number;
  readonly placeholder?: string;
  /** A short help line under the control. */
  readonly hint?: string;
  /** Why the field cannot be changed (its module is not built yet): disabled, the reason in a tooltip. */
  readonly disabledReason?: string;
  /** Bounds of an `integer` or `decimal`. */
  readonly min?: number;
  readonly max?: number;
}

export interface FilterDef {
  readonly name: string;
  readonly label: string;
  /** `integer` sends a number (an id typed by hand); `date` a `YYYY-MM-DD` day. */
  readonly kind: 'text' | 'bool' | 'integer' | 'date';
  readonly placeholder?: string;
}

/** What names an entity's screens: built by the list-and-form builders (labelListUi...) from the caller's. */
export type EntityScreens = Pick<
  EntityUi<{ id: number }>,
  'name' | 'base' | 'functionality' | 'title' | 'listPath' | 'detailPath'
>;

export interface EntityUi<T extends { id: number }> {
  /** Key of the table's remembered state in localStorage. */
  readonly name: string;
  readonly base: string;
  readonly functionality: FunctionalityCode;
  readonly title: string;
  readonly itemTitle: (item: T) => string;
  readonly listPath: string;
  readonly detailPath: (id: number) => string;
  readonly columns: readonly ColumnDef<T>[];
  readonly filters?: readonly FilterDef[];
  readonly fields: readonly FieldDef[];
  /** The service's own input schema: the form is validated by the same rules before sending. */
  readonly schema: z.ZodType;
  /** The form's values as the service expects them, before validation (drop a blank line...). */
  readonly prepare?: (values: Record<string, unknown>) => Record<string, unknown>;
  readonly canOrder?: boolean;
  readonly canActivate?: boolean;
  /** False for lists whose rows have no detail screen (readings): "Créer" still opens detailPath(0). */
  readonly canOpen?: boolean;
  /** Fields « Enregistrer et nouveau » keeps for the next record (a place's type); none by default. */
  readonly keepOnNew?: readonly string[];
  /** Fields « Dupliquer » empties besides code, number and login (a position on the plan). */
  readonly clearOnDuplicate?: readonly string[];
  /** Names the fields a screen lays out itself (tabs), for the list of unsaved values after a refused save. */
  readonly fieldLabel?: FieldNamer;
  /** A field the user changed, to fill others from it (a new place's capacity from its type). */
  readonly onValuesChange?: (
    changed: Record<string, unknown>,
    form: FormInstance,
    item: Record<string, unknown>,
  ) => void;
}
