// Every route of the « Administration », « Reference data » and « Preferences » menus is served by a
// real screen, and the whole catalogue is reachable from the menu.
import { describe, expect, it } from 'vitest';
import { menuLeaves } from '../../service/domains/security/menu';
import { administration, instanceOf, isEntryScreen, preferences, referenceData } from '../../tests/support/spec-routes';
import { screens } from '.';
import { specPath } from './screen';

const screenPaths = new Set(screens.map((s) => specPath(s.path)));

describe('the catalogue of administration, reference data and preference screens', () => {
  it.each([...administration, ...referenceData, ...preferences])(
    'every route is served by a real screen: %s',
    (path) => {
      expect(screenPaths.has(path)).toBe(true);
    },
  );

  const menuUrls = menuLeaves().map((leaf) => leaf.url);
  const entries = [...administration, ...referenceData, ...preferences].filter(isEntryScreen);

  it.each(entries)('the whole catalogue of screens is reachable from the menu: %s', (path) => {
    expect(menuUrls.some((url) => instanceOf(path, url))).toBe(true);
  });
});
