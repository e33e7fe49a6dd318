import { Link } from "react-router";
import { Logo } from "~/components/logo";
import { AccountControl } from "~/features/account/components/account-control";
import { DesktopNav } from "~/features/navigation/components/desktop-nav";
import { MobileMenu } from "~/features/navigation/components/mobile-menu";
import { useIsHomePage } from "~/features/navigation/hooks/use-current-page";
import { SiteSearch } from "~/features/search/components/site-search";
import { ThemeToggle } from "~/features/theme/components/theme-toggle";
import { site } from "~/site.config";

/** Sticky header; dark on the home page (docs/product.md, Header and navigation). */
export function SiteHeader() {
  const dark = useIsHomePage();
  return (
    <header className={`sticky top-0 z-40 border-b ${dark ? "border-white/10 bg-brand-deep text-white" : "border-line bg-surface/95 text-ink backdrop-blur"}`}>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/" prefetch="intent" aria-label={`${site.productName} home`} className="shrink-0 rounded-md">
          <Logo />
        </Link>
        <DesktopNav dark={dark} />
        <div className="ml-auto flex items-center gap-2">
          <SiteSearch className="hidden w-48 lg:block xl:w-56" />
          <div className="hidden lg:block">
            <ThemeToggle className={dark ? "text-white hover:bg-white/10" : ""} />
          </div>
          <div className="hidden min-w-20 justify-end lg:flex">
            <AccountControl dark={dark} />
          </div>
          <MobileMenu
            dark={dark}
            search={(close) => <SiteSearch className="mb-4" onNavigate={close} />}
            controls={
              <>
                <AccountControl dark={false} inMenu />
                <ThemeToggle showLabel />
              </>
            }
          />
        </div>
      </div>
    </header>
  );
}
