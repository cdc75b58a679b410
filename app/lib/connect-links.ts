import { site } from "~content/site";
import { pendingConnectLinks, type ConnectLinks } from "./pending-connect-links";

export type { ConnectLink, ConnectLinks } from "./pending-connect-links";

/** The configured addresses (COMMUNITY_CHAT_URL, SOCIAL_URL), already checked as https URLs. */
export interface ConnectAddresses {
  communityChatUrl?: string;
  socialUrl?: string;
}

const NETWORKS = new Map([
  ["instagram.com", "Instagram"],
  ["facebook.com", "Facebook"],
  ["threads.net", "Threads"],
  ["bsky.app", "Bluesky"],
  ["x.com", "X"],
  ["tiktok.com", "TikTok"],
  ["youtube.com", "YouTube"],
]);

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
  const pending = pendingConnectLinks();
  const network = socialUrl ? NETWORKS.get(hostOf(socialUrl)) : undefined;
  return {
    community: communityChatUrl
      ? {
          label: community.label,
          href: communityChatUrl,
          external: true,
          note: isWhatsappGroup(communityChatUrl) ? community.whatsappNote : null,
        }
      : pending.community,
    social: socialUrl
      ? {
          label: network ? `Follow on ${network}` : social.label,
          href: socialUrl,
          external: true,
          note: null,
        }
      : pending.social,
  };
}
