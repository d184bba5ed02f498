export function jsWeight(
  base: string,
  pathname?: string,
): Promise<{ pageKb: number; emptyKb: number; extraKb: number }>;
