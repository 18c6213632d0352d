// Editor toolbar icons on a 24×24 grid, 2px round stroke, in the style of Feather/Lucide (MIT/ISC).
export const EDITOR_ICON_PATHS = {
  bold: 'M7 5h6.5a3.5 3.5 0 0 1 0 7H7zM7 12h7.5a3.5 3.5 0 0 1 0 7H7z',
  italic: 'M19 4h-9M14 20H5M15 4 9 20',
  underline: 'M6 4v6a6 6 0 0 0 12 0V4M4 20h16',
  strike:
    'M16 5.5A4 4 0 0 0 12.5 4h-1.2A3.3 3.3 0 0 0 8 7.3c0 1.3.8 2.2 2 2.7M14 14c1.2.5 2 1.4 2 2.7a3.3 3.3 0 0 1-3.3 3.3h-1.4A4 4 0 0 1 8 18.5M4 12h16',
  heading1: 'M4 6v12M12 6v12M4 12h8M17 10l3-2v10',
  heading2: 'M4 6v12M12 6v12M4 12h8M16.5 10a2.2 2.2 0 0 1 4.2.9c0 2.1-4.2 3.6-4.2 7.1H21',
  heading3:
    'M4 6v12M12 6v12M4 12h8M16.5 9.2A2.2 2.2 0 0 1 20.7 10a2 2 0 0 1-2.2 2.2 2.2 2.2 0 0 1 2.5 2.4 2.3 2.3 0 0 1-4.4.9',
  quote:
    'M10 11H6a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v5c0 3-1.5 5-4.5 6M19 11h-4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v5c0 3-1.5 5-4.5 6',
  bulletList: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  orderedList: 'M10 6h10M10 12h10M10 18h10M4 4.5 5.5 4v4.5M4 8.5h3M4 14a1.6 1.6 0 0 1 3 .6c0 1.1-3 2-3 3.4h3',
  taskList: 'M3.5 5.5h5v5h-5zM3.5 14.5h5v5h-5zM5 8l1 1 1.8-2M12 8h8M12 17h8',
  alignLeft: 'M4 6h16M4 10h10M4 14h16M4 18h10',
  alignCenter: 'M4 6h16M7 10h10M4 14h16M7 18h10',
  alignRight: 'M4 6h16M10 10h10M4 14h16M10 18h10',
  textColor: 'M6 16 11.2 4h1.6L18 16M8.2 11h7.6',
  backgroundColor:
    'm9 11-4 4v3h5l2.5-2.5M21 9.5l-5.4 5.4a1.6 1.6 0 0 1-2.2 0l-4.2-4.2a1.6 1.6 0 0 1 0-2.2L14.5 3.1',
  code: 'M16 18l6-6-6-6M8 6l-6 6 6 6',
  codeBlock:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM10 9l-3 3 3 3M14 9l3 3-3 3',
  link: 'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71',
  unlink:
    'M18.84 12.25l1.72-1.71h-.02a5.004 5.004 0 0 0-.12-7.07 5.006 5.006 0 0 0-6.95 0l-1.72 1.71M5.17 11.75l-1.71 1.71a5.004 5.004 0 0 0 .12 7.07 5.006 5.006 0 0 0 6.95 0l1.71-1.71M8 2v3M2 8h3M16 22v-3M22 16h-3',
  image:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM21 15l-5-5L5 21',
  divider: 'M3 12h18M8 6h8M8 18h8',
  fullscreen:
    'M8 3H5a2 2 0 0 0-2 2v3M21 8V5a2 2 0 0 0-2-2h-3M3 16v3a2 2 0 0 0 2 2h3M16 21h3a2 2 0 0 0 2-2v-3',
  exitFullscreen:
    'M8 3v3a2 2 0 0 1-2 2H3M21 8h-3a2 2 0 0 1-2-2V3M3 16h3a2 2 0 0 1 2 2v3M16 21v-3a2 2 0 0 1 2-2h3',
  chevronDown: 'm6 9 6 6 6-6',
  reset: 'M5 5l14 14M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
} as const;

export type EditorIconName = keyof typeof EDITOR_ICON_PATHS;
