/** The office's mark: a shield with an open book, drawn in the brand colours. */
export function LogoMark() {
  return (
    <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <path d="M16 2 4 6v9c0 7.2 5 12.6 12 15 7-2.4 12-7.8 12-15V6L16 2Z" fill="#1a4d8f" />
      <path d="M9 11.5c2.6-.8 5-.4 7 1.2 2-1.6 4.4-2 7-1.2v9.3c-2.6-.8-5-.4-7 1.2-2-1.6-4.4-2-7-1.2v-9.3Z" fill="#fff" />
      <path d="M16 12.7v9.3" stroke="#1a4d8f" strokeWidth="1.4" />
    </svg>
  );
}
