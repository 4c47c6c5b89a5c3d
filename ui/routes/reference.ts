import type { Screen } from './screen';

export const referenceScreens: Screen[] = [];
