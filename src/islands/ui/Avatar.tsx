import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_AVATAR_SIZE,
  avatarColor,
  avatarImage,
  avatarLetter,
  type AvatarSize,
  type AvatarUser,
} from '@/shared/format/avatar.ts';
import { uploadSrc } from '@/shared/upload/uploadSrc.ts';

interface AvatarProps {
  user: AvatarUser | null | undefined;
  size?: AvatarSize;
  round?: boolean;
  border?: boolean;
  /** Accessible name; omit when a visible name sits next to the avatar. */
  alt?: string;
  className?: string;
}

/**
 * An avatar: image, else an initial. Server-rendered lists use it without hydration (a broken image
 * there is removed by src/client/avatarFallback.ts); islands handle the image's failure themselves.
 */
export function Avatar({
  user,
  size = DEFAULT_AVATAR_SIZE,
  round = true,
  border = false,
  alt,
  className,
}: AvatarProps) {
  const src = uploadSrc(avatarImage(user));
  const letter = avatarLetter(user);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imgRef = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fires no error event React can see.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.currentSrc && img.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  const classes = ['avatar', round && 'avatar-round', border && 'avatar-border', className]
    .filter(Boolean)
    .join(' ');
  return (
    <span
      className={classes}
      data-avatar=""
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.45),
        backgroundColor: avatarColor(letter),
      }}
    >
      <span className="avatar-letter" data-letter={letter} aria-hidden="true" />
      {src && failedSrc !== src && (
        <img
          ref={imgRef}
          className="avatar-image"
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          data-avatar-image=""
          onError={() => setFailedSrc(src)}
        />
      )}
    </span>
  );
}
