import { site } from "~/site.config";
import { Icon } from "./icon";

/** The chapter's mark (in the icon sprite, in the brand colours) followed by the product name. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <Icon name="logo" className="size-8" />
      <span>{site.productName}</span>
    </span>
  );
}
