import { AllCommunityModule, ModuleRegistry, themeQuartz, type ColDef } from 'ag-grid-community';

ModuleRegistry.registerModules([AllCommunityModule]);

/** The grid theme (theming API; no legacy CSS) matching the app's Tailwind tokens. */
export const gridTheme = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: 14,
  headerFontWeight: 600,
  borderColor: 'oklch(0.91 0.006 265)',
  headerBackgroundColor: 'oklch(0.967 0.003 265)',
  rowHoverColor: 'oklch(0.95 0.01 255)',
  accentColor: 'oklch(0.45 0.16 262)',
  wrapperBorderRadius: 8,
});

/** Spec 001 section 9: table default page size. */
export const TABLE_PAGE_SIZE = 10;

/**
 * Headers wrap onto a second line rather than end in '...' ('Relationship T...' at 1440 px): a header is the
 * column's only name, and a cut one is read as another word.
 */
export const headerColDef: ColDef = { wrapHeaderText: true, autoHeaderHeight: true };
