// Issue 4 is done when every route of spec §2 "Administration", "Reference data" and
// "Preferences" is served by a real screen and the whole catalogue is reachable from the menu.
import { describe, expect, it } from 'vitest';
import { menuLeaves } from '../../service/domains/security/menu';
import { administration, instanceOf, isEntryScreen, preferences, referenceData } from '../../tests/support/spec-routes';
import { screens } from '.';
import { specPath } from './screen';

const screenPaths = new Set(screens.map((s) => specPath(s.path)));

describe('the catalogue of screens of issue 4', () => {
  it.each([...administration, ...referenceData, ...preferences])(
    'every route of spec §2 is served by a real screen: %s',
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
