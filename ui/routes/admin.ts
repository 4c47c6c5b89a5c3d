import type { Screen } from './screen';

export const adminScreens: Screen[] = [];
