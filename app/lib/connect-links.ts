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

/** The configured addresses (COMMUNITY_CHAT_URL, SOCIAL_URL), already checked as https URLs. */
export interface ConnectAddresses {
  communityChatUrl?: string;
  socialUrl?: string;
}

const NETWORKS: Record<string, string> = {
  "instagram.com": "Instagram",
  "facebook.com": "Facebook",
  "threads.net": "Threads",
  "bsky.app": "Bluesky",
  "x.com": "X",
  "tiktok.com": "TikTok",
  "youtube.com": "YouTube",
};

function hostOf(href: string): string {
  return new URL(href).hostname.replace(/^www\./, "");
}

function isWhatsappGroup(href: string): boolean {
  const host = hostOf(href);
  return host === "chat.whatsapp.com" || host === "whatsapp.com";
}

/**
 * Where the footer's community and social links lead: the configured address, or, while there
 * is none, the section of /about that explains it, so no link leads nowhere
 * (docs/decisions/0018-connect-links.md).
 */
export function connectLinks({ communityChatUrl, socialUrl }: ConnectAddresses): ConnectLinks {
  const { community, social } = site.links;
  const network = socialUrl ? NETWORKS[hostOf(socialUrl)] : undefined;
  return {
    community: communityChatUrl
      ? {
          label: community.label,
          href: communityChatUrl,
          external: true,
          note: isWhatsappGroup(communityChatUrl) ? community.whatsappNote : null,
        }
      : {
          label: community.pendingLabel,
          href: `/about#${community.aboutSection}`,
          external: false,
          note: null,
        },
    social: socialUrl
      ? {
          label: network ? `Follow on ${network}` : social.label,
          href: socialUrl,
          external: true,
          note: null,
        }
      : {
          label: social.pendingLabel,
          href: `/about#${social.aboutSection}`,
          external: false,
          note: null,
        },
  };
}
