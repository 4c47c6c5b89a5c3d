// A single-record form of places (one row per site), read at `path` and saved at `{path}/edit`.
// Used by the availability mode and the classification information.
import { useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { SingleFormPage } from '../../entity/SingleFormPage';
import { placeQueries, useSavePlaceScreen } from './place.queries';

type Props = Omit<ComponentProps<typeof SingleFormPage<Record<string, unknown>>>, 'item' | 'save'> & {
  /** `place/ranking`: read at this path, saved at `{path}/edit`. */
  path: string;
};

export function SettingFormPage({ path, ...page }: Props) {
  const { data: item, refetch } = useQuery(placeQueries.setting(path));
  const save = useSavePlaceScreen(path);
  return <SingleFormPage {...page} item={item} save={save} reload={async () => (await refetch()).data} />;
}
