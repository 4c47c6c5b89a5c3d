// The tabs of a place or place-type detail, driven by the route's `page` parameter. Every tab is
// rendered once (forceRender) inside the one form, so switching keeps what was typed and errors
// reach fields of hidden tabs too.
import { useNavigate, useParams } from '@tanstack/react-router';
import { Row, Tabs } from 'antd';
import { FieldItem } from '../../entity/EntityFields';
import type { FieldErrors } from '../../entity/form-errors';
import type { FieldDef } from '../../entity/types';

export interface FieldTab {
  readonly key: string;
  readonly label: string;
  readonly fields: readonly FieldDef[];
}

interface Props {
  tabs: readonly FieldTab[];
  item: Record<string, unknown>;
  isReadOnly: boolean;
  /** The detail path of a tab: `/place/:page/:placeId`. */
  pathOf: (tab: string) => string;
}

export function FieldTabs({ tabs, item, isReadOnly, pathOf }: Props) {
  const navigate = useNavigate();
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const active = tabs.find((t) => t.key === params.page)?.key ?? tabs[0]?.key;
  return (
    <Tabs
      size="small"
      activeKey={active}
      onChange={(key) => void navigate({ to: pathOf(key) })}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: tab.label,
        forceRender: true,
        children: (
          <Row gutter={12}>
            {tab.fields.map((field) => (
              <FieldItem key={String(field.name)} field={field} item={item} isReadOnly={isReadOnly} />
            ))}
          </Row>
        ),
      }))}
    />
  );
}

/** The tab to open after a failed save: none while the open tab shows an error, else the first one's. */
export function tabToReveal(
  tabs: readonly FieldTab[],
  open: string | undefined,
  errors: FieldErrors,
): string | undefined {
  const tabOf = (name: string | number | undefined) => tabs.find((t) => t.fields.some((f) => f.name === name))?.key;
  const withErrors = errors.map((e) => tabOf(e.name[0]));
  const current = tabs.find((t) => t.key === open)?.key ?? tabs[0]?.key;
  return withErrors.includes(current) ? undefined : withErrors.find((t) => t !== undefined);
}
