import type { PostcodeFullAddress } from '@villa/shared/contract';

/** What a postcode lookup found: the addresses, none, or the postcode is not a UK one. */
export type PostcodeResult =
  { kind: 'found'; address: PostcodeFullAddress } | { kind: 'notFound' } | { kind: 'invalid' };

/**
 * A source of UK addresses by postcode. The default is the embedded data set; a deployment
 * can plug in a commercial provider (PAF resellers) behind the same interface.
 */
export interface PostcodeProvider {
  readonly name: string;
  lookup(postcode: string): Promise<PostcodeResult>;
}
