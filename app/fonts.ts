import localFont from 'next/font/local';

// Headings use Playfair Display from npm (@fontsource-variable), so builds need no network. Body
// text uses the system's UI font (globals.css): a web font for the body was the page's slowest
// step to first readable text on a phone (Lighthouse LCP 2.9 s with it, 2.2 s without).
export const playfair = localFont({
  src: '../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  variable: '--font-playfair',
  weight: '400 900',
  display: 'swap',
  // Headings only: not preloaded, so it does not compete with the page's first paint.
  preload: false,
});
