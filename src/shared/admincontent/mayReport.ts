/**
 * Whether the viewer sees a "Report" action on something: signed-in members may report what others
 * wrote (or other members), never their own. The server enforces the same rule in createReport.
 */
export function mayReport(viewerId: number | null | undefined, ownerId: number | null | undefined): boolean {
  if (!viewerId || viewerId <= 0) return false;
  if (ownerId === null || ownerId === undefined) return false;
  return viewerId !== ownerId;
}
