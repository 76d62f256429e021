import { ScreenRouter } from '@/components/shell/ScreenRouter';

/** Exported as 404.html: static hosts answer unknown paths with it, so it renders the screen for the address. */
export default function NotFound() {
  return (
    <>
      <span data-app-fallback hidden />
      <ScreenRouter resolveAfterMount />
    </>
  );
}
