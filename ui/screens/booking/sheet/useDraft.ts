// The sheet's working copy ("create temporary booking"): opened or reopened on
// entry, each change sent (debounced) to the draft, which takes the place locks and answers the
// live price; saving commits it (create true booking or merge). Leaving releases the draft.
// A save over a newer version of the booking is refused: the sheet then reloads a fresh draft,
// the user's own edits listed beside it (kept in the draft, so a browser reload keeps them too).
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type BookingDto,
  type DraftDto,
  type DraftEdit,
  type DraftInput,
  type DraftQuote,
  EDIT_STATE,
  type StaleSince,
} from '../../../../service/domains/booking/contract';
import { ApiError } from '../../../api/client';
import { bookingConflictCode } from '../../../shell/error-handler';
import { savedStateId } from '../../../shell/leave-guard';
import { toast } from '../../../shell/notify';
import { bookingCalls, bookingKey } from '../booking-api';
import { isEditableBooking } from './booking-labels';
import { newOccupancy } from './occupancy-edit';
import { type Prefill, type SheetParams, sheetPath } from './sheet-url';

const debounceMs = 400;
/** Touch the draft this long before its locks lapse. */
const keepAliveMarginMs = 90_000;
const modifiedStateId = EDIT_STATE.modified;
export const staleVersionCode = 'STALE_VERSION';

/** Someone else saved the booking after this draft was opened: what the sheet shows and offers. */
export interface DraftVersions {
  staleSince: StaleSince | null;
  /** The user's edits set aside at a reload, to apply again on the fresh copy. */
  setAside: DraftEdit[];
  /** The save refused with STALE_VERSION (its French message names who and when), until dealt with. */
  refusal: ApiError | null;
  isReloading: boolean;
  /** Drops the stale draft for a fresh one of the booking as it is now, listing the user's edits. */
  reload: () => Promise<void>;
  closeRefusal: () => void;
  dismissSetAside: () => Promise<void>;
}

export interface DraftState {
  body: DraftInput | null;
  /** The live price of the body. */
  quote: DraftQuote | undefined;
  /** The body as the server last answered it (each occupant's derived age category). */
  served: DraftInput | undefined;
  /** 3: nothing unsaved; 1 while changes wait to be saved. */
  stateId: number;
  isSaving: boolean;
  /** The last refusal of the draft (fields of the body), shown on the sheet. */
  error: ApiError | null;
  change: (update: (body: DraftInput) => DraftInput) => void;
  save: () => Promise<BookingDto | null>;
  restartOn: (item: BookingDto) => Promise<void>;
  markLeaving: (stateId: number) => void;
  /** Only on a draft: a booking read without one cannot go stale. */
  versions?: DraftVersions;
}

/** `isReady` false: nothing is opened (the booking is not read yet, or the sheet only reads it). */
export function useDraft(params: SheetParams, prefill: Prefill | null, isReady: boolean): DraftState {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<DraftDto | null>(null);
  const [body, setBody] = useState<DraftInput | null>(null);
  const [stateId, setStateId] = useState(savedStateId);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [isReloading, setReloading] = useState(false);
  const latest = useRef<DraftInput | null>(null);
  const draftId = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isOpening = useRef(false);
  // The place went to someone else: the shell reloads the page in 2 s, and the changes
  // cannot be saved anyway, so the leave guard must not stop that reload.
  const forgetChangesBeforeReload = useCallback((e: unknown) => {
    if (e instanceof ApiError && e.serverMessage === bookingConflictCode) setStateId(savedStateId);
  }, []);

  // Updates go one after the other, so the price shown is the one of the last body sent.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const send = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const run = async () => {
      if (!latest.current || !draftId.current) return;
      try {
        setDraft(await bookingCalls.updateDraft(draftId.current, latest.current));
        setError(null);
      } catch (e) {
        setError(e instanceof ApiError ? e : null);
        forgetChangesBeforeReload(e);
        throw e;
      }
    };
    const next = queue.current.then(run, run);
    queue.current = next.catch(() => undefined);
    return next;
  }, [forgetChangesBeforeReload]);

  const change = useCallback(
    (update: (b: DraftInput) => DraftInput) => {
      if (!latest.current) return;
      latest.current = update(latest.current);
      setBody(latest.current);
      setStateId(modifiedStateId);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send().catch(() => undefined), debounceMs);
    },
    [send],
  );

  const open = useCallback(
    async (p: SheetParams) => {
      // Reopened after a reload, the draft says whether it holds changes not saved yet.
      let opened = p.draftId ? await bookingCalls.getDraft(p.draftId).catch(() => null) : null;
      let hasChanges = opened?.hasChanges ?? false;
      let refused: ApiError | null = null;
      const first = p.bookingId ? null : prefill;
      if (!opened) {
        // The place handed by the search or the planning is locked from the start, or refused
        // (another user's lock): the sheet then opens without it and says why.
        try {
          opened = await bookingCalls.openDraft(p.bookingId, p.customerId, p.kind, first);
        } catch (e) {
          if (!first || !(e instanceof ApiError) || e.status !== 400) throw e;
          refused = e;
          opened = await bookingCalls.openDraft(p.bookingId, p.customerId, p.kind, null);
        }
        hasChanges = first !== null;
        void navigate({ to: sheetPath({ ...p, draftId: opened.draftId }), replace: true });
      }
      draftId.current = opened.draftId;
      // The refused stay keeps its dates, its place to be chosen again.
      latest.current =
        refused && first
          ? { ...opened.body, occupancies: [newOccupancy(first.startDate, first.endDate)] }
          : opened.body;
      setDraft(opened);
      setBody(latest.current);
      setError(refused);
      setStateId(hasChanges ? modifiedStateId : savedStateId);
    },
    [navigate, prefill],
  );

  useEffect(() => {
    if (!isReady || isOpening.current) return;
    isOpening.current = true;
    open(params).catch((e) => setError(e instanceof ApiError ? e : null));
  }, [isReady, open, params]);

  // Leaving the sheet in the app releases the draft and its locks. A reload keeps it (the address
  // carries its id, so the sheet reopens it as last accepted); a closed tab's locks lapse.
  useEffect(
    () => () => {
      if (!window.location.pathname.startsWith('/new-booking/') && draftId.current) {
        void bookingCalls.discardDraft(draftId.current).catch(() => undefined);
      }
    },
    [],
  );

  // Back on the sheet (another window, another tab): the draft is read again, so a save made at
  // another desk meanwhile shows its banner before this user types or saves. Queued behind updates.
  useEffect(() => {
    const onFocus = () => {
      const id = draftId.current;
      if (!id || timer.current) return;
      const refresh = async () => {
        const read = await bookingCalls.getDraft(id).catch(() => null);
        if (read && draftId.current === id && !timer.current) setDraft(read);
      };
      queue.current = queue.current.then(refresh, refresh);
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);

  // The locks lapse unless the draft is touched: touch it shortly before.
  useEffect(() => {
    if (!draft) return;
    const wait = Math.max(5_000, draft.lockSeconds * 1000 - keepAliveMarginMs);
    const keepAlive = setTimeout(() => void send().catch(() => undefined), wait);
    return () => clearTimeout(keepAlive);
  }, [draft, send]);

  /**
   * After a save or a transition the sheet starts again on the booking as stored: the old draft
   * goes, a fresh one is opened, unless the booking may no longer change (cancelled, deleted):
   * the sheet then only reads it.
   */
  const restartOn = useCallback(
    async (item: BookingDto) => {
      queryClient.setQueryData(bookingKey(item.id), item);
      if (draftId.current) await bookingCalls.discardDraft(draftId.current).catch(() => undefined);
      draftId.current = 0;
      setError(null);
      setStateId(savedStateId);
      if (!isEditableBooking(item)) return;
      await open({ ...params, bookingId: item.id, draftId: 0, customerId: item.customerId });
    },
    [open, params, queryClient],
  );

  const save = useCallback(async (): Promise<BookingDto | null> => {
    if (!draftId.current) return null;
    setSaving(true);
    try {
      await send();
      const answer = await bookingCalls.commitDraft(draftId.current);
      if (answer.status !== 'SAVED') {
        toast.saveFailed();
        return null;
      }
      toast.saved();
      // The commit took the draft with it.
      draftId.current = 0;
      await restartOn(answer.item);
      return answer.item;
    } catch (e) {
      // A refused save stays on the sheet, naming each field, beside the toast that soon goes.
      if (e instanceof ApiError && e.fields) setError(e);
      if (e instanceof ApiError && e.serverMessage === staleVersionCode) setRefusal(e);
      forgetChangesBeforeReload(e);
      return null;
    } finally {
      setSaving(false);
    }
  }, [forgetChangesBeforeReload, restartOn, send]);

  const reload = useCallback(async () => {
    if (!draftId.current) return;
    setReloading(true);
    try {
      // What was typed last belongs to the edits listed.
      await send().catch(() => undefined);
      const fresh = await bookingCalls.reloadDraft(draftId.current);
      draftId.current = fresh.draftId;
      latest.current = fresh.body;
      setDraft(fresh);
      setBody(fresh.body);
      setError(null);
      setRefusal(null);
      setStateId(savedStateId);
      await queryClient.invalidateQueries({ queryKey: bookingKey(params.bookingId) });
      void navigate({ to: sheetPath({ ...params, draftId: fresh.draftId }), replace: true });
    } catch {
      // The central handler has said why. A booking cancelled or billed meanwhile is only read now.
      const item = await bookingCalls.booking(params.bookingId).catch(() => null);
      if (item && !isEditableBooking(item)) {
        setRefusal(null);
        await restartOn(item);
      }
    } finally {
      setReloading(false);
    }
  }, [navigate, params, queryClient, restartOn, send]);

  const dismissSetAside = useCallback(async () => {
    if (draftId.current) setDraft(await bookingCalls.dismissSetAside(draftId.current));
  }, []);

  return {
    body,
    quote: draft?.quote,
    served: draft?.body,
    stateId,
    isSaving,
    error,
    change,
    save,
    restartOn,
    markLeaving: setStateId,
    versions: {
      staleSince: draft?.staleSince ?? null,
      setAside: draft?.setAside ?? [],
      refusal,
      isReloading,
      reload,
      closeRefusal: () => setRefusal(null),
      dismissSetAside,
    },
  };
}
