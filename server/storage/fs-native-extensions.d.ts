/** The one function of fs-native-extensions the server uses (the package ships no types). */
declare module 'fs-native-extensions' {
  /** Takes a record lock on `length` bytes from `offset` (exclusive unless `shared`); false when another descriptor holds it. */
  export function tryLock(fd: number, offset?: number, length?: number, options?: {shared?: boolean}): boolean;
}
