// The special-offer wizard: antd Steps, Next/Previous, each step checked with
// the service's own contract before moving on (errors under its fields, in French), F12 saving
// from the summary. A new offer starts on the first step and moves forward; an existing one opens
// on the summary with every step clickable.
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Button, Card, Col, Form, Row, Space, Spin, Steps } from 'antd';
import { useEffect, useState } from 'react';
import { offerInputSchema } from '../../../service/domains/pricing/offer-contract';
import { isErrorCode } from '../../../service/errors/catalogue';
import { ApiError } from '../../api/client';
import { DenseForm } from '../../entity/DenseForm';
import { EntityFields } from '../../entity/EntityFields';
import { FormActions } from '../../entity/FormActions';
import { type FieldErrors, fromServerFields, messageOf, validateWith } from '../../entity/form-errors';
import { entityQueries, useSaveEntity } from '../../entity/queries';
import { useFormLeaveGuard } from '../../entity/useFormLeaveGuard';
import { useShortcuts } from '../../entity/useShortcuts';
import { formFieldNamer, useStaleVersion } from '../../entity/useStaleVersion';
import { toast } from '../../shell/notify';
import { useCreationRefused, useRight } from '../../shell/rights';
import { OfferSummary } from './OfferSummary';
import { offerSteps, prepareOffer, stepOfField, valuesForStep } from './offer-steps';
import { offerChoices, offerUi } from './offer-ui';

const SUMMARY = offerSteps.length - 1;

/** An error on the record of labels belongs to the French label, the one required. */
const onControl = (errors: FieldErrors): FieldErrors =>
  errors.map((e) => (e.name.length === 1 && e.name[0] === 'labels' ? { ...e, name: ['labels', 'fr'] } : e));

export function OfferWizard() {
  const navigate = useNavigate();
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const id = Number(params.specialOfferId ?? 0);
  const right = useRight(offerUi.functionality);
  const isReadOnly = !right.canWrite;
  useCreationRefused(offerUi.functionality, id === 0, offerUi.listPath);
  const { data: item, refetch } = useQuery(entityQueries.detail(offerUi.base, id));
  const [form] = Form.useForm();
  // Leaving the wizard with unsaved choices asks first.
  const guard = useFormLeaveGuard();
  const save = useSaveEntity(offerUi.base);
  const [current, setCurrent] = useState(0);
  const [reached, setReached] = useState(0);
  // The controls of some steps depend on what is chosen (type, units, modes): re-render on change.
  const values: Record<string, unknown> = Form.useWatch([], { form, preserve: true }) ?? {};

  useEffect(() => {
    if (!item) return;
    form.setFieldsValue(item);
    guard.markSaved();
    const start = item.id === 0 ? 0 : SUMMARY;
    setCurrent(start);
    setReached(start);
  }, [form, item, guard]);

  // A save refused over a newer version: the offer reloaded, the user's values listed and put back on demand.
  const stale = useStaleVersion({
    reload: async () => (await refetch()).data,
    name: formFieldNamer(offerUi.fields, item ?? {}),
    resume: (edits) => {
      for (const edit of edits) form.setFieldValue(edit.path, edit.value);
      guard.markEdited();
    },
  });

  const quit = () => void navigate({ to: offerUi.listPath });
  const allValues = () => prepareOffer({ ...item, ...form.getFieldsValue(true), id: item?.id ?? 0 });

  /** The step's own errors under its fields; true when it has none. */
  const checkStep = (index: number) => {
    const result = offerInputSchema.safeParse(valuesForStep(allValues(), index));
    if (result.success) return true;
    const names = offerSteps[index]?.names ?? [];
    const mine = result.error.issues.filter((issue) => names.includes(String(issue.path[0])));
    form.setFields(
      onControl(
        mine.map((issue) => ({
          name: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
          errors: [
            messageOf(
              isErrorCode(issue.message) ? issue.message : issue.input === undefined ? 'REQUIRED' : 'INVALID_TYPE',
            ),
          ],
        })),
      ),
    );
    return mine.length === 0;
  };

  const goTo = (index: number) => {
    setCurrent(index);
    setReached((r) => Math.max(r, index));
  };
  const next = () => {
    if (checkStep(current)) goTo(current + 1);
  };
  /** Opens the step of the first field in error (from the whole contract or from the server). */
  const reveal = (errors: FieldErrors) => {
    const shown = onControl(errors);
    const first = shown[0];
    if (!first) return;
    goTo(stepOfField(first.name[0]));
    // The step's controls mount on the next render: put the errors on them then.
    setTimeout(() => form.setFields(shown), 0);
  };

  const submit = async () => {
    if (!item || current !== SUMMARY) return;
    const body = validateWith(form, offerInputSchema, allValues());
    if (!body) return reveal(form.getFieldsError().filter((f) => f.errors.length > 0));
    try {
      const answer = await save.mutateAsync({ ...(body as Record<string, unknown>), version: item.version });
      if (answer.status !== 'SAVED') return toast.saveFailed();
      toast.saved();
      guard.markSaved();
      quit();
    } catch (error) {
      if (stale.catchStale(error, item, allValues())) return;
      if (error instanceof ApiError) reveal(fromServerFields(error.fields));
    }
  };
  useShortcuts({ F12: isReadOnly || current !== SUMMARY ? undefined : () => void submit(), Escape: quit });

  if (!item) return <Spin />;
  const context = { ...item, ...offerChoices };
  const step = offerSteps[current] ?? offerSteps[0];
  const heading = item.id === 0 ? 'Offre spéciale — Nouvelle' : `Offre spéciale — ${offerUi.itemTitle(item as never)}`;
  return (
    <Card
      size="small"
      title={heading}
      extra={
        <FormActions
          onValidate={isReadOnly || current !== SUMMARY ? undefined : () => void submit()}
          isSaving={save.isPending}
          onQuit={quit}
        >
          {item.id !== 0 && (
            <Button onClick={() => void navigate({ to: `/dmds-offer/${item.id}` })}>Vue des canaux</Button>
          )}
        </FormActions>
      }
    >
      <Row gutter={24} wrap={false}>
        <Col flex="240px">
          <Steps
            size="small"
            direction="vertical"
            current={current}
            onChange={(index) => {
              // Forward only through checked steps; back (or to a reached step) freely.
              if (index <= reached || item.id !== 0) goTo(index);
            }}
            items={offerSteps.map((s, i) => ({
              title: s.title,
              disabled: item.id === 0 && i > reached,
              // A saved offer has answered every step.
              status: item.id !== 0 && i !== current ? 'finish' : undefined,
            }))}
          />
        </Col>
        <Col flex="auto" style={{ maxWidth: 960 }}>
          <DenseForm form={form} isReadOnly={isReadOnly} onSubmit={next} leaveGuard={guard}>
            {current === SUMMARY ? (
              <OfferSummary values={{ ...context, ...allValues() }} onOpen={goTo} />
            ) : (
              <EntityFields fields={step.fields({ ...values })} item={context} isReadOnly={isReadOnly} />
            )}
          </DenseForm>
          <Space style={{ marginTop: 16 }}>
            <Button disabled={current === 0} onClick={() => setCurrent(current - 1)}>
              Précédent
            </Button>
            {current < SUMMARY && (
              <Button type="primary" onClick={next}>
                Suivant
              </Button>
            )}
          </Space>
        </Col>
      </Row>
      {stale.dialog}
    </Card>
  );
}
