import { site } from "~content/site";

/** The footer's community chat or social link, as readers see it. */
export interface ConnectLink {
  label: string;
  href: string;
  /** Another site, opened in a new tab; otherwise a section of /about. */
  external: boolean;
  /** What a reader should know before following it (a WhatsApp group shares phone numbers). */
  note: string | null;
}

export interface ConnectLinks {
  community: ConnectLink;
  social: ConnectLink;
}

/**
 * The footer's links while no address is configured: each leads to the section of /about that
 * explains it (docs/decisions/0018-connect-links.md). On its own, apart from `connectLinks`, so a
 * page that only needs these (the root's footer before its data is there) does not carry the
 * rules for configured addresses in its JavaScript.
 */
export function pendingConnectLinks(): ConnectLinks {
  const { community, social } = site.links;
  return {
    community: {
      label: community.pendingLabel,
      href: `/about#${community.aboutSection}`,
      external: false,
      note: null,
    },
    social: {
      label: social.pendingLabel,
      href: `/about#${social.aboutSection}`,
      external: false,
      note: null,
    },
  };
}
