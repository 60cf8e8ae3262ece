import type { PostcodeFullAddress } from '@villa/shared/contract';

/** What a postcode lookup found: the addresses, none, or the postcode is not a UK one. */
export type PostcodeResult =
  { kind: 'found'; address: PostcodeFullAddress } | { kind: 'notFound' } | { kind: 'invalid' };

/**
 * A source of UK addresses by postcode. The default is the embedded data set; a deployment
 * chooses a licensed service (PAF reseller) by POSTCODE_PROVIDER and POSTCODE_API_KEY
 * (postcodeProviderOf in index.ts). A provider throws when the service fails: the lookup then
 * says it is unavailable and the agent types the address.
 */
export interface PostcodeProvider {
  readonly name: string;
  lookup(postcode: string): Promise<PostcodeResult>;
}
