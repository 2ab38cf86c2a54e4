import type { District, Lang } from '@brokerage/domain';
import { AREAS, areaName, defaultArea, defaultAreaIndex } from '@brokerage/validation';
import type { PanelArea } from '../transport';

/** The built-in calling codes in the page's language: the list to use until, or when, panelConfig fails (spec 8). */
export const builtInAreas = (lang: Lang): PanelArea[] => AREAS.map((entry) => ({ code: entry.area, name: areaName(entry, lang) }));

/** +852 on the Hong Kong site, +86 on the mainland one; by position (spec 3) when a served list lacks it. */
export const defaultAreaCode = (areas: readonly PanelArea[], district: District): string => {
  const preferred = defaultArea(district).area;
  if (areas.some((area) => area.code === preferred)) return preferred;
  return (areas[defaultAreaIndex(district)] ?? areas[0])?.code ?? preferred;
};

/** Option text of the area picker, code first so a narrow picker still shows it: '+852 Hong Kong, China'. */
export const areaOptionLabel = (area: PanelArea): string => `+${area.code} ${area.name}`;
