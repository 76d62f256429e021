import { type AppRoute, matchRoute } from '@/lib/shared/routes';

export type ScreenCode = Partial<Record<AppRoute['screen'], () => Promise<unknown>>>;

let screenCode: ScreenCode = {};

/** ScreenRouter hands over how each screen's code is fetched (kept there, so links import no screen). */
export function registerScreenCode(code: ScreenCode) {
  screenCode = code;
}

/**
 * Starts fetching the code of the screen that `href` opens, when a pointer or focus reaches its
 * link: by the click it is mostly there, as Next's own links prefetch on hover.
 */
export function preloadScreenCode(href: string) {
  const load = screenCode[matchRoute(href.split(/[?#]/)[0]).screen];
  void load?.();
}
