/** Marks the element under a thread's replies that its own comment's actions island renders the tail into. */
export const THREAD_TAIL_ATTRIBUTE = 'data-thread-tail';

export function threadTailHost(threadId: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${THREAD_TAIL_ATTRIBUTE}="${threadId}"]`);
}
