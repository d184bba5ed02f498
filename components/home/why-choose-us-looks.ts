/** The 'Why Choose Us' cards' background designs, each card taking one by index. */
import type { CSSProperties } from 'react';

/**
 * Four card designs repeated by index (spec §9: four backgrounds, 16:9). White text stays at 5.5:1
 * or more against the lightest point of each (gradient plus at most 8 % white pattern).
 */
export const designs: CSSProperties[] = [
  {
    // Brand red with fine diagonal stripes.
    backgroundColor: '#a52b24',
    backgroundImage:
      'repeating-linear-gradient(45deg, rgb(255 255 255 / 0.06) 0 10px, transparent 10px 22px), linear-gradient(135deg, #a52b24, #7a1e18)',
  },
  {
    // Ink with a dot grid.
    backgroundColor: '#1f2933',
    backgroundImage:
      'radial-gradient(rgb(255 255 255 / 0.12) 1.5px, transparent 1.6px), linear-gradient(160deg, #1f2933, #3e4c59)',
    backgroundSize: '18px 18px, 100% 100%',
  },
  {
    // Deep teal with rings from the top-right corner.
    backgroundColor: '#0f5c55',
    backgroundImage:
      'repeating-radial-gradient(circle at 100% 0, rgb(255 255 255 / 0.08) 0 2px, transparent 2px 22px), linear-gradient(135deg, #0f5c55, #0b3f3a)',
  },
  {
    // Plum with a square grid.
    backgroundColor: '#6b2a5e',
    backgroundImage:
      'linear-gradient(rgb(255 255 255 / 0.07) 1px, transparent 1px), linear-gradient(90deg, rgb(255 255 255 / 0.07) 1px, transparent 1px), linear-gradient(135deg, #6b2a5e, #3f1d4a)',
    backgroundSize: '24px 24px, 24px 24px, 100% 100%',
  },
];
