'use client';

import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { withBasePath } from '@/lib/shared/paths';
import { navigate } from './navigation';
import { preloadScreenCode } from './screenPreload';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
}

/** A real link (open in a new tab works) that moves inside the app without a page load. */
export function AppLink({ href, onClick, onPointerEnter, onFocus, ...rest }: AppLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (event.defaultPrevented || modified || rest.target) return;
    event.preventDefault();
    navigate(href);
  }
  return (
    <a
      href={withBasePath(href)}
      onClick={handleClick}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        preloadScreenCode(href);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preloadScreenCode(href);
      }}
      {...rest}
    />
  );
}
