// A detail form's unsaved changes: a field the user changed since the record was loaded. Leaving
// the screen with them (Esc, quit, a menu, closing the tab) asks first; a save that leaves at once
// marks the form done so it is not asked.
import type { FormInstance } from 'antd';
import { useMemo, useRef } from 'react';
import { confirmLeave, useUnsavedChangesGuard } from '../shell/leave-guard';

export interface FormLeaveGuard {
  /** Saved or deleted: leaving now drops nothing. */
  markDone: () => void;
  /** The form was loaded again from the record: nothing is unsaved. */
  markLoaded: () => void;
  /** For a form in a dialog, whose closing is no navigation: asks, then answers whether to close. */
  mayClose: () => Promise<boolean>;
}

export function useFormLeaveGuard(form: FormInstance): FormLeaveGuard {
  const isDone = useRef(false);
  // One object per form: the screens' effects depend on it.
  const guard = useMemo(() => {
    const hasChanges = () => !isDone.current && form.isFieldsTouched();
    return {
      hasChanges,
      markDone: () => {
        isDone.current = true;
      },
      markLoaded: () => {
        isDone.current = false;
      },
      mayClose: async () => !hasChanges() || (await confirmLeave()),
    };
  }, [form]);
  useUnsavedChangesGuard(guard.hasChanges);
  return guard;
}
