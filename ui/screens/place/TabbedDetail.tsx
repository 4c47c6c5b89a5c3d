// A detail screen at `/thing/:page/:thingId` whose `page` is the open tab of its fields.
import { useNavigate, useParams } from '@tanstack/react-router';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import type { FieldErrors } from '../../entity/form-errors';
import type { EntityUi } from '../../entity/types';
import { useRight } from '../../shell/rights';
import { type FieldTab, FieldTabs, tabToReveal } from './FieldTabs';

interface Props<T extends { id: number }> {
  ui: EntityUi<T>;
  idParam: string;
  tabs: readonly FieldTab[];
  pathOf: (tab: string, id: number | string) => string;
}

export function TabbedDetail<T extends { id: number }>({ ui, idParam, tabs, pathOf }: Props<T>) {
  const navigate = useNavigate();
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const id = params[idParam] ?? 0;
  const isReadOnly = !useRight(ui.functionality).canWrite;
  const reveal = (errors: FieldErrors) => {
    const tab = tabToReveal(tabs, params.page, errors);
    if (tab) void navigate({ to: pathOf(tab, id) });
  };
  return (
    <EntityDetailPage ui={ui} idParam={idParam} onFieldErrors={reveal}>
      {(item) => <FieldTabs tabs={tabs} item={item} isReadOnly={isReadOnly} pathOf={(tab) => pathOf(tab, id)} />}
    </EntityDetailPage>
  );
}
