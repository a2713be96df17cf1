import { AllCommunityModule, ModuleRegistry, themeQuartz } from 'ag-grid-community';

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
