// A detail form's unsaved changes: a value changed after the user acted in the form (a key,
// typing, the pointer) since the record was loaded. The form's own "touched" counts values set from the
// record, and its value events count what a screen adds on mount (a blank first address), so
// neither can tell alone. Leaving with changes (Esc, quit, a menu, closing the tab) asks first;
// a save that leaves at once marks the form saved so it is not asked.
import { useMemo, useRef } from 'react';
import { confirmLeave, useUnsavedChangesGuard } from '../shell/leave-guard';

export interface FormLeaveGuard {
  /** A key, typing or the pointer in the form (its dropdowns included). */
  onUserAct: () => void;
  /** The form's onValuesChange. */
  onValuesChange: () => void;
  /** A change the user made outside the form's fields (a screen's own table of rows). */
  markEdited: () => void;
  /** Saved, deleted, or loaded again from the record: leaving now drops nothing. */
  markSaved: () => void;
  /** For a form in a dialog, whose closing is no navigation: asks, then answers whether to close. */
  mayClose: () => Promise<boolean>;
}

export function useFormLeaveGuard(): FormLeaveGuard {
  const hasActed = useRef(false);
  const hasEdits = useRef(false);
  // One object per form: the screens' effects depend on it.
  const guard = useMemo(() => {
    const hasChanges = () => hasEdits.current;
    return {
      hasChanges,
      onUserAct: () => {
        hasActed.current = true;
      },
      onValuesChange: () => {
        if (hasActed.current) hasEdits.current = true;
      },
      markEdited: () => {
        hasEdits.current = true;
      },
      markSaved: () => {
        hasActed.current = false;
        hasEdits.current = false;
      },
      mayClose: async () => !hasChanges() || (await confirmLeave()),
    };
  }, []);
  useUnsavedChangesGuard(guard.hasChanges);
  return guard;
}
