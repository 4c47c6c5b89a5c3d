// The keyboard shortcuts: F12 validate, Shift+F12 save and start a new record, F9 delete, F4
// modify, F8 export or print, F3 create, Esc quit. A key whose action is absent (no right) does nothing.
import { useEffect, useRef } from 'react';

export type ShortcutKey = 'F3' | 'F4' | 'F8' | 'F9' | 'F12' | 'Shift+F12' | 'Escape';
export type Shortcuts = Partial<Record<ShortcutKey, () => void>>;

export function useShortcuts(shortcuts: Shortcuts): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // An open dialog owns Escape and the keyboard.
      if (document.querySelector('.ant-modal-wrap:not([style*="display: none"])')) return;
      // A shifted key the screen does not use acts as the plain key.
      const shifted = event.shiftKey ? latest.current[`Shift+${event.key}` as ShortcutKey] : undefined;
      const action = shifted ?? latest.current[event.key as ShortcutKey];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
