import type { Screen } from './screen';

export const customerScreens: Screen[] = [];
