import type { ImgHTMLAttributes } from 'react';
import { fileHref } from '../engine/base-path.ts';

/** A picture in a guide (`![…](/images/x.png)`): a file of this site, so under the base path the site is published at. */
export function SiteImage({ src = '', alt = '', ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  return <img src={src.startsWith('/') ? fileHref(src) : src} alt={alt} {...rest} />;
}
