import '@/i18n/clientLocale.ts';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import type { CheckinRankingEntry, CheckinResult, CheckinStatus } from '@/shared/checkin/checkinTypes.ts';
import { checkedInText, streakDaysText } from '@/shared/checkin/checkinText.ts';
import { userProfilePath } from '@/shared/navigation/paths.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/paraglide/messages.js';

function showCheckedIn(widget: HTMLElement, streak: number, todayRank: number | undefined): void {
  const button = widget.querySelector<HTMLButtonElement>('[data-checkin-button]');
  const done = widget.querySelector<HTMLElement>('[data-checkin-done]');
  const hint = widget.querySelector<HTMLElement>('[data-checkin-hint]');
  if (done) {
    done.textContent = checkedInText(streak);
    done.hidden = false;
  }
  if (hint) hint.textContent = todayRank ? m.scores_checkin_today_rank({ rank: String(todayRank) }) : '';
  if (button) button.hidden = true;
}

function rankingItem(entry: CheckinRankingEntry): HTMLLIElement {
  const item = document.createElement('li');
  const rank = document.createElement('span');
  rank.className = 'checkin-rank';
  rank.textContent = String(entry.rank);
  const name = document.createElement('a');
  name.className = 'checkin-name';
  name.href = userProfilePath(entry.user.id);
  name.textContent = entry.user.nickname;
  const streak = document.createElement('span');
  streak.className = 'checkin-streak';
  streak.textContent = streakDaysText(entry.streak);
  item.append(rank, name, streak);
  return item;
}

async function refreshRanking(widget: HTMLElement): Promise<void> {
  const list = widget.querySelector<HTMLOListElement>('[data-checkin-ranking]');
  if (!list) return;
  try {
    const entries = await apiRequest<CheckinRankingEntry[]>('/api/checkin/ranking?day=today');
    list.replaceChildren(...entries.map(rankingItem));
    const empty = widget.querySelector<HTMLElement>('[data-checkin-ranking-empty]');
    if (empty) empty.hidden = entries.length > 0;
  } catch {
    // The ranking is a nicety; the check-in itself has succeeded.
  }
}

async function checkIn(widget: HTMLElement, button: HTMLButtonElement): Promise<void> {
  if (button.getAttribute('aria-busy') === 'true') return;
  button.setAttribute('aria-busy', 'true');
  try {
    const result = await apiRequest<CheckinResult>('/api/checkin', { method: 'POST', body: {} });
    showCheckedIn(widget, result.streak, result.todayRank);
    showToast('success', m.scores_checkin_success({ points: String(result.points) }));
    await refreshRanking(widget);
  } catch (error) {
    // Already checked in (another tab, a double click): show the real state and say so.
    if (error instanceof ApiRequestError && error.status === 409) {
      try {
        const status = await apiRequest<CheckinStatus>('/api/checkin/status');
        showCheckedIn(widget, status.streak, status.todayRank);
      } catch {
        // Keep the message below.
      }
    }
    reportApiError(error);
  } finally {
    button.removeAttribute('aria-busy');
  }
}

/** The check-in widgets of the page (CheckinWidget.astro). */
export function startCheckinWidgets(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-checkin-button]');
    const widget = button?.closest<HTMLElement>('[data-checkin-widget]');
    if (!button || !widget) return;
    void checkIn(widget, button);
  });
}
