/** What a member can watch; stored as watches.kind. Kept free of zod: the Watch island loads it. */
export const WatchKind = { moment: 0, article: 1, tag: 2, node: 3, member: 4 } as const;
export type WatchKindName = keyof typeof WatchKind;
export const WATCH_KINDS = Object.keys(WatchKind) as WatchKindName[];

export type WatchKey = `${WatchKindName}:${number}`;

export function watchKey(kind: WatchKindName, id: number): WatchKey {
  return `${kind}:${id}`;
}

export function parseWatchKey(key: string): { kind: WatchKindName; id: number } | undefined {
  const match = /^(moment|article|tag|node|member):([1-9][0-9]{0,15})$/.exec(key);
  if (!match) return undefined;
  return { kind: match[1] as WatchKindName, id: Number(match[2]) };
}

export function watchKindName(value: number): WatchKindName | undefined {
  return WATCH_KINDS.find((kind) => WatchKind[kind] === value);
}
