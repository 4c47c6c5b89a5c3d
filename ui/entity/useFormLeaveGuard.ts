// A detail form's unsaved changes: a value the user changed since the record was loaded (the
// form's own "touched" also counts values set from the record, so it cannot tell). Leaving the
// screen with them (Esc, quit, a menu, closing the tab) asks first; a save that leaves at once
// marks the form saved so it is not asked.
import { useMemo, useRef } from 'react';
import { confirmLeave, useUnsavedChangesGuard } from '../shell/leave-guard';

export interface FormLeaveGuard {
  /** The form's onValuesChange: called for the user's changes only. */
  onValuesChange: () => void;
  /** Saved, deleted, or loaded again from the record: leaving now drops nothing. */
  markSaved: () => void;
  /** For a form in a dialog, whose closing is no navigation: asks, then answers whether to close. */
  mayClose: () => Promise<boolean>;
}

export function useFormLeaveGuard(): FormLeaveGuard {
  const hasEdits = useRef(false);
  // One object per form: the screens' effects depend on it.
  const guard = useMemo(() => {
    const hasChanges = () => hasEdits.current;
    return {
      hasChanges,
      onValuesChange: () => {
        hasEdits.current = true;
      },
      markSaved: () => {
        hasEdits.current = false;
      },
      mayClose: async () => !hasChanges() || (await confirmLeave()),
    };
  }, []);
  useUnsavedChangesGuard(guard.hasChanges);
  return guard;
}
