interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** True on 2g (or slower) or when the user asked to save data: skip prefetch, load smaller images. */
export function isConstrainedConnection(nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  if (!nav) return false;
  const c = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!c) return false;
  return !!c.saveData || /(^|-)2g$/.test(c.effectiveType ?? '');
}
