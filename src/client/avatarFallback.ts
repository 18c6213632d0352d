/**
 * A missing or broken avatar image is removed, revealing the coloured letter underneath: server-rendered
 * avatars are not hydrated, so the page watches their images once for all of them.
 */
export function revealAvatarLetters(root: Document): void {
  const hide = (img: HTMLImageElement) => img.remove();
  root.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && target.hasAttribute('data-avatar-image')) hide(target);
    },
    true,
  );
  for (const img of root.querySelectorAll<HTMLImageElement>('img[data-avatar-image]')) {
    if (img.complete && img.currentSrc && img.naturalWidth === 0) hide(img);
  }
}
