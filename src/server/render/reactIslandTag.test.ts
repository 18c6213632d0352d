import { describe, expect, it } from 'vitest';
import { exportedComponentNames, reactIslandTag, tagReactComponents } from './reactIslandTag.ts';

const island = `import { useState } from 'react';
export interface Props { id: number }
export function CommentBox({ id }: Props) { return <p>{id}</p>; }
export const Panel = () => null;
export function commentKey(id: number) { return String(id); }
export default CommentBox;
`;

describe('tagging the islands as React components', () => {
  it('finds the exported components once each, not helpers or types', () => {
    expect(exportedComponentNames(island)).toEqual(['CommentBox', 'Panel']);
    expect(exportedComponentNames('export default function Installer() { return null; }')).toEqual([
      'Installer',
    ]);
    expect(exportedComponentNames('export function helper() {}')).toEqual([]);
  });

  it("appends Astro's tag for each component and leaves other modules alone", () => {
    const tagged = tagReactComponents(island)!;
    expect(tagged.startsWith(island)).toBe(true);
    expect(tagged).toContain("__plazaTagComponent(CommentBox, 'plaza-react');");
    expect(tagged).toContain("__plazaTagComponent(Panel, 'plaza-react');");
    expect(tagged).not.toContain('commentKey,');
    expect(tagReactComponents('export const limit = 3;')).toBeUndefined();
  });

  it('changes only island modules of the server build', () => {
    const plugin = reactIslandTag();
    expect(plugin.transform(island, '/app/src/islands/comments/CommentBox.tsx', { ssr: true })).toContain(
      '__plazaTagComponent(CommentBox',
    );
    expect(
      plugin.transform(island, '/app/src/islands/comments/CommentBox.tsx', { ssr: false }),
    ).toBeUndefined();
    expect(plugin.transform(island, '/app/src/islands/comments/CommentBox.tsx')).toBeUndefined();
    expect(plugin.transform(island, '/app/src/components/Other.tsx', { ssr: true })).toBeUndefined();
  });
});
