/** The portal's mark: a villa roof over a pool, in the brand colours. Decorative. */
export function Logo() {
  return (
    <svg className="brand__logo" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#0e6b74" />
      <path
        d="M8 20 20 10l12 10"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M12 19v8h16v-8" fill="none" stroke="#fff" strokeWidth="2.5" />
      <path
        d="M8 31c2.5-2 4.5-2 7 0s4.5 2 7 0 4.5-2 7 0 2.5 2 3 1.5"
        fill="none"
        stroke="#e8a33d"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
