import logoUrl from "~/logo.svg?no-inline";
import { site } from "~/site.config";

/**
 * The chapter's mark (src/logo.svg: replace that file to rebrand) followed by the product name. The
 * mark is the same hashed file as the tab's icon, so it costs no second download.
 */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <img src={logoUrl} alt="" width={32} height={32} className="size-8" />
      <span>{site.productName}</span>
    </span>
  );
}
