// Places and their reference data ("Reference data" and "Administration"): layouts,
// features, families, types, places, access channels, unavailabilities and the single screens.
import type { Screen } from './screen';

const layout = () => import('../screens/place/layout');
const feature = () => import('../screens/place/feature');
const placeFamily = () => import('../screens/place/place-family');
const placeType = () => import('../screens/place/place-type');
const place = () => import('../screens/place/place');
const accessChannel = () => import('../screens/place/access-channel');
const unavailability = () => import('../screens/place/unavailability');

export const placeScreens: Screen[] = [
  { path: '/layout-list', load: () => layout().then((m) => ({ default: m.List })) },
  { path: '/layout/$layoutId', load: () => layout().then((m) => ({ default: m.Detail })) },
  { path: '/feature-list', load: () => feature().then((m) => ({ default: m.List })) },
  { path: '/feature/$featureId', load: () => feature().then((m) => ({ default: m.Detail })) },
  { path: '/place-family-list', load: () => placeFamily().then((m) => ({ default: m.List })) },
  { path: '/place-family/$placeFamilyId', load: () => placeFamily().then((m) => ({ default: m.Detail })) },
  { path: '/place-type-list', load: () => placeType().then((m) => ({ default: m.List })) },
  { path: '/place-type/$page/$placeTypeId', load: () => placeType().then((m) => ({ default: m.Detail })) },
  { path: '/place-list', load: () => place().then((m) => ({ default: m.List })) },
  { path: '/place/$page/$placeId', load: () => place().then((m) => ({ default: m.Detail })) },
  { path: '/place-commercialization', load: () => import('../screens/place/commercialization') },
  { path: '/place-ranking-informations', load: () => import('../screens/place/ranking') },
  { path: '/place-availability-mode', load: () => import('../screens/place/availability-mode') },
  { path: '/access-channel-list', load: () => accessChannel().then((m) => ({ default: m.List })) },
  { path: '/access-channel/$accessChannelId', load: () => accessChannel().then((m) => ({ default: m.Detail })) },
  { path: '/unavailability-list', load: () => unavailability().then((m) => ({ default: m.List })) },
  { path: '/unavailability/$unavailabilityId', load: () => unavailability().then((m) => ({ default: m.Detail })) },
];
