import type { PostcodeConfig } from '../../config';
import { embeddedPostcodeProvider } from './embeddedProvider';
import { createIdealPostcodesProvider } from './idealPostcodesProvider';
import type { PostcodeProvider } from './provider';

/** The provider the configuration chooses (POSTCODE_PROVIDER; the embedded set by default). */
export function postcodeProviderOf(config: PostcodeConfig): PostcodeProvider {
  switch (config.provider) {
    case 'embedded':
      return embeddedPostcodeProvider;
    case 'ideal-postcodes':
      return createIdealPostcodesProvider({
        apiKey: config.apiKey,
        baseUrl: config.baseUrl ?? undefined,
      });
  }
}
