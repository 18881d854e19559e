import { type AssistantKey } from '@promptsmith/contract';
import { type ReactNode } from 'react';

/**
 * One simple mark per assistant, drawn for Promptsmith on a 24-unit grid in white (the icon's
 * tile carries the colour): a six-petal rosette, a spark, a four-point star, two waves, a pixel
 * M and an infinity loop. They hint at each vendor's look without copying any trademark, so
 * they need no licence; the names beside them say whose assistant it is. See
 * docs/decisions/0010-assistant-marks.md.
 */
const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const PETALS = [0, 60, 120, 180, 240, 300];
const RAYS = [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330];
// The pixel M: columns 0 and 4 full height, the diagonals meeting in the middle column.
const PIXELS: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [0, 1],
  [0, 2],
  [0, 3],
  [0, 4],
  [1, 1],
  [2, 2],
  [3, 1],
  [4, 0],
  [4, 1],
  [4, 2],
  [4, 3],
  [4, 4],
];

export const ASSISTANT_MARKS: Record<AssistantKey, ReactNode> = {
  gpt: (
    <g {...STROKE} strokeWidth={1.5}>
      {PETALS.map((angle) => (
        <ellipse key={angle} cx="12" cy="8.2" rx="2.9" ry="4.3" transform={`rotate(${angle} 12 12)`} />
      ))}
    </g>
  ),
  claude: (
    <g {...STROKE} strokeWidth={2}>
      {RAYS.map((angle, i) => (
        <line
          key={angle}
          x1="12"
          y1={i % 2 ? 9.4 : 8.6}
          x2="12"
          y2={i % 2 ? 4.6 : 3.4}
          transform={`rotate(${angle} 12 12)`}
        />
      ))}
    </g>
  ),
  gemini: (
    <path
      fill="currentColor"
      d="M12 2.5c.6 5.1 4.4 8.9 9.5 9.5-5.1.6-8.9 4.4-9.5 9.5-.6-5.1-4.4-8.9-9.5-9.5 5.1-.6 8.9-4.4 9.5-9.5z"
    />
  ),
  deepseek: (
    <g {...STROKE} strokeWidth={2}>
      <path d="M3.5 9.5c1.4-1.6 2.8-1.6 4.2 0s2.8 1.6 4.3 0 2.8-1.6 4.2 0 2.9 1.6 4.3 0" />
      <path d="M3.5 15c1.4-1.6 2.8-1.6 4.2 0s2.8 1.6 4.3 0 2.8-1.6 4.2 0 2.9 1.6 4.3 0" />
    </g>
  ),
  mistral: (
    <g fill="currentColor">
      {PIXELS.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={3.5 + x * 3.5} y={3.5 + y * 3.5} width="3.3" height="3.3" rx="0.4" />
      ))}
    </g>
  ),
  metaLlama: (
    <path
      {...STROKE}
      strokeWidth={2}
      d="M12 12c-1.6-2.4-3-4-4.8-4C5.3 8 4 9.8 4 12s1.3 4 3.2 4c1.8 0 3.2-1.6 4.8-4zm0 0c1.6 2.4 3 4 4.8 4 1.9 0 3.2-1.8 3.2-4s-1.3-4-3.2-4c-1.8 0-3.2 1.6-4.8 4z"
    />
  ),
};
