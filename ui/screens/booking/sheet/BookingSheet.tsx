// The booking sheet: entered like any screen (it loads once, with no page reload), it edits a
// draft of the booking (the place locked for this user), saves it with F12 and leaves with Esc behind the leave
// guard. A user who may only read, or a stay that may no longer change, gets the booking read
// only, without a draft. activeKey is the tab; 'resume' is the compact one-page form. A draft
// another desk has saved over says so, and its refused save offers a reload with the edits beside.
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Alert, Button, Card, Modal, Segmented, Space, Spin, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingKind } from '../../../../service/domains/booking/contract';
import { errorMessage } from '../../../../service/errors/catalogue';
import { useShortcuts } from '../../../entity/useShortcuts';
import { formatMoney } from '../../../format';
import { bookingConflictCode } from '../../../shell/error-handler';
import { savedStateId, useLeaveGuard } from '../../../shell/leave-guard';
import { toast } from '../../../shell/notify';
import { useRight } from '../../../shell/rights';
import { BilledTag } from '../../billing/BookingBillingActions';
import { billingQueries } from '../../billing/billing.queries';
import { type BookingAnswer, bookingCalls, bookingKey, useBookingPreferences } from '../booking-api';
import { KindChooser } from '../KindChooser';
import { addDays } from '../stay-dates';
import { ActionsBar } from './ActionsBar';
import { bookingTitle, isEditableBooking, kindColors, kindLabels, stateLabels } from './booking-labels';
import { sheetOrigin } from './list-origin';
import { OptionValidity } from './OptionValidity';
import { withKind } from './occupancy-edit';
import { ResumeForm } from './ResumeForm';
import { describeRefusal } from './refusals';
import { SetAsideEdits } from './SetAsideEdits';
import { SheetTabs } from './SheetTabs';
import { StaleVersionModal } from './StaleVersionModal';
import { useSheetChoices } from './sheet-choices';
import { parsePrefill, parseSheetParams, sheetPath } from './sheet-url';
import { useDraft } from './useDraft';
import { useReading } from './useReading';

export default function BookingSheet() {
  const raw: Record<string, string | undefined> = useParams({ strict: false });
  const params = useMemo(() => parseSheetParams(raw), [raw]);
  // Read once on entry: writing the draft's id into the address drops the search params.
  const [prefill] = useState(() => parsePrefill(new URLSearchParams(window.location.search)));
  const [closeAfter] = useState(() => new URLSearchParams(window.location.search).get('closeBookingAfter') === 'true');
  const { t } = useTranslation('sheet');
  const navigate = useNavigate();
  const preferences = useBookingPreferences();
  const choices = useSheetChoices();
  const rights = useRight('booking_booking_list');
  const [occupancyIndex, setOccupancyIndex] = useState(0);
  const booking = useQuery({
    queryKey: bookingKey(params.bookingId),
    enabled: params.bookingId > 0,
    queryFn: () => bookingCalls.booking(params.bookingId),
  });
  const saved = params.bookingId > 0 ? (booking.data ?? null) : null;
  // A billed booking reads only: the service refuses any change (billed items are frozen).
  const billing = useQuery(billingQueries.booking(params.bookingId));
  // Undefined until the saved booking and its billing say whether it may still change.
  const isEditable = !rights.canWrite
    ? false
    : params.bookingId === 0 ||
      (saved && billing.isFetched ? isEditableBooking(saved) && billing.data?.isBilled !== true : undefined);
  const isReadOnly = isEditable !== true;
  const editing = useDraft(params, prefill, isEditable === true);
  const reading = useReading(params.bookingId, isEditable === false);
  const draft = isEditable === false ? reading : editing;
  const isModified = draft.stateId !== savedStateId;

  useLeaveGuard({ stateId: draft.stateId }, (stateId) => draft.markLeaving(stateId));
  const save = async () => {
    const item = await draft.save();
    if (item && closeAfter) window.close();
  };
  const quit = () => void navigate({ to: sheetOrigin() });
  useShortcuts({ F12: isReadOnly ? undefined : () => void save(), Escape: quit });

  // From the call until the sheet has reopened on the answer, no other action may start: it would
  // act on a draft being replaced. The outcome is told once the sheet shows it.
  const [isActing, setActing] = useState(false);
  const act = async (call: () => Promise<BookingAnswer>) => {
    setActing(true);
    try {
      const answer = await call();
      if (answer.status !== 'SAVED' && answer.status !== 'DELETED') return toast.saveFailed();
      await draft.restartOn(answer.item);
      if (answer.status === 'SAVED') return toast.saved();
      // A deleted booking is gone from the sheet: back to the list it was opened from.
      toast.deleted();
      quit();
    } catch {
      // The central handler has said why.
    } finally {
      setActing(false);
    }
  };

  // A new booking is created as a quote, an option or a reservation: the address keeps the choice.
  const chooseKind = (kind: BookingKind) => {
    draft.change((b) => withKind(b, kind, addDays(preferences.today, preferences.optionValidityDays)));
    void navigate({ to: sheetPath({ ...params, kind }), replace: true });
  };

  // A reader has nothing to create.
  if (!rights.canWrite && params.bookingId === 0) return <Alert type="info" showIcon message={t('noRightToCreate')} />;
  // The sheet also waits for the business date its new stays start on.
  if (!draft.body || !preferences.isLoaded) {
    // The draft could not be opened (a booking that is gone, no right): say why rather than wait.
    if (draft.error) return <Alert type="error" showIcon message={draft.error.message} />;
    return <Spin style={{ display: 'block', margin: 48 }} />;
  }
  const body = draft.body;
  const common = { body, change: draft.change, choices, isReadOnly };
  const versions = draft.versions;
  const setAside = versions?.setAside ?? [];
  const index = Math.min(occupancyIndex, Math.max(0, body.occupancies.length - 1));
  return (
    <Card
      size="small"
      className="booking-sheet"
      title={
        <Space size={6}>
          <span>{bookingTitle(params.kind, saved)}</span>
          {params.bookingId === 0 && !isReadOnly ? (
            <KindChooser value={body.kind} onChange={chooseKind} />
          ) : (
            <Tag color={kindColors[body.kind]}>{kindLabels[body.kind]}</Tag>
          )}
          {saved && saved.state !== 'NORMAL' && <Tag color="red">{stateLabels[saved.state]}</Tag>}
          <OptionValidity body={body} saved={saved} />
          {saved?.isValidated && <Tag color="blue">Validée</Tag>}
          {saved && <BilledTag bookingId={saved.id} />}
          {isModified && <Tag color="orange">Non enregistrée</Tag>}
          {isReadOnly && <Tag>{t('readOnly')}</Tag>}
          <span className="sheet-live-total">
            {formatMoney(saved && saved.state !== 'NORMAL' ? saved.totalCents : (draft.quote?.totalCents ?? 0))}
          </span>
        </Space>
      }
      extra={
        <Space>
          {params.activeKey === 'resume' && (
            <Button onClick={() => void navigate({ to: sheetPath({ ...params, activeKey: 'customer' }) })}>
              {t('fullSheet')}
            </Button>
          )}
          <ActionsBar
            booking={saved}
            isModified={isModified}
            isSaving={draft.isSaving || isActing}
            isReadOnly={isReadOnly}
            canWrite={rights.canWrite}
            canDelete={rights.canDelete}
            reasons={{ cancellation: preferences.cancellationReasons, deletion: preferences.deletionReasons }}
            onSave={() => void save()}
            onQuit={quit}
            onTransition={(action, b) => void act(() => bookingCalls.transition(params.bookingId, action, b))}
          />
        </Space>
      }
    >
      {draft.error && draft.error.serverMessage !== bookingConflictCode && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          message={draft.error.message}
          description={Object.entries(draft.error.fields ?? {}).map(([path, code]) => (
            <div key={path}>{describeRefusal(path, code)}</div>
          ))}
        />
      )}
      {versions?.staleSince && !versions.refusal && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          message={errorMessage('STALE_VERSION', { ...versions.staleSince })}
          action={
            <Button size="small" loading={versions.isReloading} onClick={() => void versions.reload()}>
              Recharger
            </Button>
          }
        />
      )}
      {versions && <StaleVersionModal versions={versions} />}
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          {params.activeKey === 'resume' ? (
            <ResumeForm
              {...common}
              quote={draft.quote}
              today={preferences.today}
              defaultStayDays={preferences.defaultStayDays}
            />
          ) : (
            <SheetTabs
              {...common}
              params={params}
              booking={saved}
              isModified={isModified}
              quote={draft.quote}
              served={draft.served}
              today={preferences.today}
              defaultStayDays={preferences.defaultStayDays}
              occupancyPicker={
                body.occupancies.length > 1 && (
                  <Segmented
                    size="small"
                    value={index}
                    onChange={(v) => setOccupancyIndex(Number(v))}
                    options={body.occupancies.map((o, i) => ({
                      value: i,
                      label: `Occupation ${i + 1}${o.placeId ? ` — ${choices.places.find((p) => p.value === o.placeId)?.label ?? ''}` : ''}`,
                    }))}
                  />
                )
              }
              occupancyIndex={index}
              onTab={(activeKey) => void navigate({ to: sheetPath({ ...params, activeKey }), replace: true })}
              onBookingChanged={draft.restartOn}
              onOccupancyAction={(id, action, b, confirmText) => {
                Modal.confirm({
                  title: confirmText,
                  okText: 'Confirmer',
                  cancelText: 'Fermer',
                  onOk: () => act(() => bookingCalls.occupancyAction(id, action, b)),
                });
              }}
            />
          )}
        </div>
        {versions && setAside.length > 0 && (
          <SetAsideEdits edits={setAside} onDismiss={() => void versions.dismissSetAside().catch(() => undefined)} />
        )}
      </div>
    </Card>
  );
}
