import type { Screen } from './screen';

const specialOffer = () => import('../screens/offers/special-offer');
const dmdsOffer = () => import('../screens/offers/dmds-offer');

export const offerScreens: Screen[] = [
  { path: '/special-offer-list', load: () => specialOffer().then((m) => ({ default: m.List })) },
  { path: '/special-offer/$specialOfferId', load: () => specialOffer().then((m) => ({ default: m.Detail })) },
  { path: '/dmds-offer/$specialOfferId', load: () => dmdsOffer().then((m) => ({ default: m.Detail })) },
];
