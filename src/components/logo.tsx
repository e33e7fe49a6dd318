import { site } from "~/site.config";

/**
 * The chapter's mark: drawn inline (no image request, crisp at any size) in
 * the brand colours, followed by the product name.
 */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="7" fill="#0668B3" />
      <path d="M7 23 14.5 8h3L25 23h-3.6l-1.6-3.4h-7.6L10.6 23z" fill="#fff" />
      <path d="M13.5 16.6h5L16 11.3z" fill="#0668B3" />
      <rect x="7" y="25" width="18" height="2.2" rx="1.1" fill="#7DC242" />
    </svg>
  );
}

export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <LogoMark />
      <span>{site.productName}</span>
    </span>
  );
}
