import { useCallback, useEffect, useState } from 'react';
import { Notification, Portal } from '@mantine/core';
import classes from './success-banner.module.css';

/** The spec's banner: green, 350 px wide, a close button, gone by itself after 5 seconds. */
export const SUCCESS_BANNER_MS = 5_000;

interface Banner {
  message: string;
  /** Tells two showings of the same text apart, so that each gets its full 5 seconds. */
  shownAt: number;
}

/** State for one SuccessBanner: `show(text)` to display it, `close()` to hide it early. */
export function useSuccessBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  const show = useCallback((message: string) => setBanner({ message, shownAt: Date.now() }), []);
  const close = useCallback(() => setBanner(null), []);
  return { banner, show, close };
}

interface SuccessBannerProps {
  banner: Banner | null;
  onClose: () => void;
}

export function SuccessBanner({ banner, onClose }: SuccessBannerProps) {
  useEffect(() => {
    if (!banner) return undefined;
    const timer = setTimeout(onClose, SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner, onClose]);

  if (!banner) return null;
  return (
    <Portal>
      <Notification
        className={classes.banner}
        color="green"
        role="status"
        withBorder
        closeButtonProps={{ 'aria-label': 'Close' }}
        onClose={onClose}
      >
        {banner.message}
      </Notification>
    </Portal>
  );
}
