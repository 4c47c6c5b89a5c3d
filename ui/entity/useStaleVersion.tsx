// One way for every form to live with a save refused over a newer version (STALE_VERSION): the
// screen hands the refusal, the record it opened and the values it tried to save; the dialog
// reloads the record, lists the user's unsaved values beside the new ones and can put them back.
import { useState } from 'react';
import { ApiError } from '../api/client';
import { StaleVersionDialog } from './StaleVersionDialog';
import { type FieldNamer, type FieldPath, shownValue, type UnsavedEdit, unsavedEdits } from './stale-edits';
import type { FieldDef } from './types';

type Bag = Record<string, unknown>;

export const STALE_VERSION = 'STALE_VERSION';

interface Options {
  /** Reads the record again and answers it fresh (the screen shows it). */
  reload: () => Promise<Bag | undefined>;
  name: FieldNamer;
  /** Puts the user's values back over the fresh record (the form, the screen's own tables). */
  resume: (edits: readonly UnsavedEdit[], fresh: Bag) => void;
}

interface Refusal {
  message: string;
  opened: Bag;
  mine: Bag;
  fresh?: Bag;
  edits?: UnsavedEdit[];
}

export function useStaleVersion({ reload, name, resume }: Options) {
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  const [isReloading, setReloading] = useState(false);
  /** True when `error` is the refusal of a stale save: the dialog takes it over. */
  const catchStale = (error: unknown, opened: Bag, mine: Bag): boolean => {
    if (!(error instanceof ApiError) || error.serverMessage !== STALE_VERSION) return false;
    setRefusal({ message: error.message, opened, mine });
    return true;
  };
  const onReload = async () => {
    if (!refusal) return;
    setReloading(true);
    try {
      const fresh = await reload();
      if (fresh) setRefusal({ ...refusal, fresh, edits: unsavedEdits(refusal.opened, refusal.mine, fresh, name) });
    } finally {
      setReloading(false);
    }
  };
  const onResume = () => {
    if (refusal?.fresh && refusal.edits) resume(refusal.edits, refusal.fresh);
    setRefusal(undefined);
  };
  const dialog = (
    <StaleVersionDialog
      message={refusal?.message}
      edits={refusal?.edits}
      isReloading={isReloading}
      onReload={() => void onReload()}
      onResume={onResume}
      onClose={() => setRefusal(undefined)}
    />
  );
  return { catchStale, dialog };
}

const samePath = (a: FieldDef['name'], b: FieldPath) =>
  JSON.stringify(Array.isArray(a) ? a : [a]) === JSON.stringify(b);

/** A label shown for the field by the form itself (antd names a control `form_name_path`). */
function labelOnScreen(path: FieldPath, formName: string | undefined): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const id = [formName, ...path].filter((p) => p !== undefined).join('_');
  return document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent?.trim() || undefined;
}

/**
 * Names a field by the screen's field definitions (a choice shown by its label), else by the
 * screen's own namer, else by its label on screen.
 */
export function formFieldNamer(
  fields: readonly FieldDef[],
  item: Bag,
  more?: FieldNamer,
  formName?: string,
): FieldNamer {
  return (path) => {
    const field = fields.find((f) => samePath(f.name, path));
    if (field) {
      const choices = field.choices ? (item[field.choices] as Bag[] | undefined) : undefined;
      const labelKey = field.choiceLabel ?? 'label';
      const format = choices
        ? (v: unknown) => {
            const ids = Array.isArray(v) ? v : [v];
            return shownValue(ids.map((id) => choices.find((c) => c.id === id)?.[labelKey] ?? id));
          }
        : undefined;
      return { label: field.label, format };
    }
    const own = more?.(path);
    if (own) return own;
    const onScreen = labelOnScreen(path, formName);
    return onScreen ? { label: onScreen } : undefined;
  };
}
