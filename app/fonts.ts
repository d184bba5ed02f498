import localFont from 'next/font/local';

// Headings use Playfair Display from npm (@fontsource), so builds need no network. Body text uses
// the system's UI font (globals.css): a web font for the body was the page's slowest step to first
// readable text on a phone (Lighthouse LCP 2.9 s with it, 2.2 s without). Every heading is bold,
// so the page loads that one weight (23 KB) rather than the variable font (38 KB for 400-900).
export const playfair = localFont({
  src: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2',
  variable: '--font-playfair',
  weight: '700',
  display: 'swap',
  // Headings only: not preloaded, so it does not compete with the page's first paint.
  preload: false,
});
