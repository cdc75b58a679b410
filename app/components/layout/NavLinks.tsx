import { NavLink as RemixNavLink } from "@remix-run/react";
import type { NavLink } from "~content/navigation";

interface NavLinksProps {
  links: readonly NavLink[];
  className?: string;
  linkClassName: (isActive: boolean) => string;
  onNavigate?: () => void;
}

export function NavLinks({ links, className, linkClassName, onNavigate }: NavLinksProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <RemixNavLink
            to={link.href}
            end={link.href === "/"}
            prefetch="intent"
            className={({ isActive }) => linkClassName(isActive)}
            onClick={onNavigate}
          >
            {link.label}
          </RemixNavLink>
        </li>
      ))}
    </ul>
  );
}
