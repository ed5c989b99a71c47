// The blog list's featured posts (SPEC section 3), in the spec's order. The manifesto is not among them.
import { articles } from "../generated/articles.ts";
import { brand } from "../site.ts";

export const FEATURED_SLUGS: readonly string[] = [
  "enhancing_sybil_attack_resistance_through_minting_{slug}_profiles",
  "why_embrace_{slug}_hub_the_realm_of_opportunity",
  "{slug}_genesis_nft_mint_is_coming",
  "{slug}_genesis_nft_mint_lottery",
  "{slug}_sets_the_bar",
  "from_worldcoin_s_centralization_to_{slug}_s_decentralized_inclusive_future",
  "unlocking_the_power_of_collaboration_{slug}_s_collaboration_with_twitter_influencers",
  "{slug}_unveils_mpc_wallet",
  "{slug}_s_dormancy_dilution",
  "{slug}_world_x_biconomy_partnership",
  "{slug}_world_x_particle_network_partnership",
  "empowering_geosocial_protocols_in_a_decentralized_social_world",
  "apply_{slug}_glory_and_shape_your_digital_future",
  "proof_of_networking_in_{slug}_world",
].map(brand);

export function featuredPosts() {
  return FEATURED_SLUGS.map((slug) => {
    const post = articles.find((a) => a.slug === slug);
    if (!post) throw new Error(`featured post ${slug} has no article file`);
    return post;
  });
}

/** Empty cells that pad the grid's last row: the spec's rule, article count modulo 3. */
export function placeholderCount(count: number): number {
  return count % 3;
}

/** Posts to read next: the ones after this post in the featured order (wrapping), never the post itself. */
export function relatedPosts(slug: string, count: number) {
  const posts = featuredPosts();
  const at = posts.findIndex((p) => p.slug === slug);
  const ordered = at < 0 ? posts : [...posts.slice(at + 1), ...posts.slice(0, at)];
  return ordered.slice(0, count);
}
