// Next.js App Router hooks (`next/navigation`) that the Web pages' route tracking uses, with their real shapes.
declare module 'next/navigation' {
  export interface ReadonlyURLSearchParams extends URLSearchParams {}
  export function usePathname(): string;
  export function useSearchParams(): ReadonlyURLSearchParams;
}
