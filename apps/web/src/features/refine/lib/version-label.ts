import type { HistoryVersion } from '@promptsmith/contract';
import { REFINE_CHIP_LABELS } from '@promptsmith/contract';

/** "Version 3: Shorter, “mention costs”" — what made a version, in a few words. */
export function versionLabel(version: HistoryVersion): string {
  if (version.number === 1) return 'Version 1: first result';
  if (version.restoredFrom !== null)
    return `Version ${version.number}: restored version ${version.restoredFrom}`;
  const what = [
    ...version.chips.map((c) => REFINE_CHIP_LABELS[c]),
    ...(version.instruction ? [`“${shorten(version.instruction, 40)}”`] : []),
  ];
  return `Version ${version.number}: ${what.join(', ')}`;
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
