/**
 * The phone menu's links before its phone number and quote button, read from the site map (whose unit test holds
 * the owner's order): each top item, with the Resources pages under Resources (its hub is the Resources link
 * itself), as the desktop dropdown lists them.
 */
import {primaryNav} from '../../src/site-map';

export const phoneMenuPages: string[] = primaryNav.flatMap((item) => [
  item.label,
  ...(item.menu ?? []).filter((entry) => entry.to !== item.to).map((entry) => entry.label),
]);
