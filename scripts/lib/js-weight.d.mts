export function jsWeight(
  base: string,
  pathname?: string,
): Promise<{ pageKb: number; emptyKb: number; extraKb: number }>;
export function pageJsKb(base: string, pathname?: string): Promise<number>;
