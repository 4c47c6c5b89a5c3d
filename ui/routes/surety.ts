// The surety reminder list: first notices and reminders of the arrivals to come.
import type { Screen } from './screen';

export const suretyScreens: Screen[] = [{ path: '/surety-list', load: () => import('../screens/surety/surety-list') }];
