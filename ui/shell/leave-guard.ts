// The leave guard of the booking sheet and the rent receipt: leaving asks for
// confirmation unless the entity is in state 3 (nothing unsaved); confirming sets it to state 2.
// Every detail form asks the same before its unsaved changes are dropped.
import { useBlocker } from '@tanstack/react-router';
import { Modal } from 'antd';
import { EDIT_STATE } from '../../service/domains/booking/contract';
import { t } from '../i18n';

export const savedStateId: number = EDIT_STATE.saved;
export const abandonedStateId: number = EDIT_STATE.abandoned;

export interface GuardedEntity {
  stateId: number;
}

export function needsLeaveConfirmation(entity: GuardedEntity | undefined): boolean {
  return entity !== undefined && entity.stateId !== savedStateId;
}

let asking: Promise<boolean> | null = null;

/** One question at a time: a second attempt to leave while it is asked gets the same answer. */
export function confirmLeave(): Promise<boolean> {
  asking ??= new Promise<boolean>((resolve) => {
    Modal.confirm({
      title: t('leave.title'),
      content: t('leave.text'),
      okText: t('leave.ok'),
      cancelText: t('leave.cancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  }).finally(() => {
    asking = null;
  });
  return asking;
}

/** Moving inside the same screen (a tab, an id written into the address) is not leaving it. */
export function isLeavingScreen(currentRouteId: string, nextRouteId: string): boolean {
  return currentRouteId !== nextRouteId;
}

/**
 * Blocks in-app navigation and tab closing while `hasChanges()` holds; confirming runs `onLeave`
 * before leaving. A function, so a screen that saved and leaves at once is not asked.
 */
export function useUnsavedChangesGuard(hasChanges: () => boolean, onLeave?: () => void | Promise<void>) {
  useBlocker({
    shouldBlockFn: async ({ current, next }) => {
      if (!isLeavingScreen(current.routeId, next.routeId) || !hasChanges()) return false;
      const isLeaving = await confirmLeave();
      if (isLeaving) await onLeave?.();
      return !isLeaving;
    },
    enableBeforeUnload: hasChanges,
  });
}

/**
 * Blocks in-app navigation and tab closing while the entity has unsaved changes. `onLeave` sets
 * the entity to state 2 (on the server when the screen has a call for it) before leaving.
 */
export function useLeaveGuard(entity: GuardedEntity | undefined, onLeave: (stateId: number) => void | Promise<void>) {
  useUnsavedChangesGuard(
    () => needsLeaveConfirmation(entity),
    () => onLeave(abandonedStateId),
  );
}
